import { and, eq, sql } from 'drizzle-orm';
import { CHALLENGE_TEXT as T, type ChallengeView } from '../../../domain/challenges/challenges.ts';
import type { Database } from '../../db/client.ts';
import { gymChallenges, gymLeaders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { challengeViews } from './challenge-views.ts';

/** The challenged leader (the signed-in user's own record) accepts or declines a pending challenge. */
export async function answerChallenge(
  db: Database,
  userId: string,
  challengeId: string,
  answer: 'accept' | 'decline',
): Promise<ChallengeView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: gymChallenges.status, leaderUser: gymLeaders.userId })
      .from(gymChallenges)
      .innerJoin(gymLeaders, eq(gymLeaders.id, gymChallenges.gymLeaderId))
      .where(eq(gymChallenges.id, challengeId))
      .for('update', { of: gymChallenges });
    if (!row) throw AppError.notFound(T.noChallenge);
    if (row.leaderUser !== userId) throw AppError.forbidden(T.notYours);
    if (row.status !== 'pending') throw AppError.conflict(T.answered);
    await tx
      .update(gymChallenges)
      .set({ status: answer === 'accept' ? 'accepted' : 'declined', answeredAt: sql`now()` })
      .where(and(eq(gymChallenges.id, challengeId), eq(gymChallenges.status, 'pending')));
    return (await challengeViews(tx, eq(gymChallenges.id, challengeId)))[0]!;
  });
}
