import { and, eq } from 'drizzle-orm';
import { CHALLENGE_TEXT as T, type ChallengeView } from '../../../domain/challenges/challenges.ts';
import type { Database } from '../../db/client.ts';
import { gymChallenges, gymLeaders } from '../../db/schema/index.ts';
import { AppError, conflictOnUnique } from '../../http/errors.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { challengeViews } from './challenge-views.ts';

/**
 * The signed-in player challenges a current gym leader who is not away, with their linked Minecraft
 * account; one pending challenge per player and leader (the unique index has the last word).
 */
export async function sendChallenge(db: Database, userId: string, leaderId: string): Promise<ChallengeView> {
  try {
    return await db.transaction(async (tx) => {
      const [leader] = await tx
        .select()
        .from(gymLeaders)
        .where(and(eq(gymLeaders.id, leaderId), eq(gymLeaders.active, true)));
      if (!leader) throw AppError.notFound(T.noLeader);
      if (leader.userId === userId) throw AppError.forbidden(T.self);
      const mc = await linkedMinecraft(tx, userId);
      if (!mc) throw AppError.forbidden(T.linkFirst);
      if (leader.status === 'offline') throw AppError.conflict(T.away(leader.displayName));
      const [pending] = await tx
        .select({ id: gymChallenges.id })
        .from(gymChallenges)
        .where(
          and(
            eq(gymChallenges.gymLeaderId, leaderId),
            eq(gymChallenges.challengerId, userId),
            eq(gymChallenges.status, 'pending'),
          ),
        );
      if (pending) throw AppError.conflict(T.alreadyPending(leader.displayName));
      const [row] = await tx
        .insert(gymChallenges)
        .values({ gymLeaderId: leaderId, challengerId: userId, challengerUuid: mc.uuid })
        .returning({ id: gymChallenges.id });
      return (await challengeViews(tx, eq(gymChallenges.id, row!.id)))[0]!;
    });
  } catch (err) {
    throw conflictOnUnique(err, T.alreadyPending('this gym leader')) ?? err;
  }
}
