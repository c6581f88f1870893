import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { challengeInstructions, type ChallengeView } from '../../../domain/challenges/challenges.ts';
import type { Tx } from '../../db/client.ts';
import { gymChallenges as ch, gymLeaders, minecraftAccounts, user } from '../../db/schema/index.ts';

export const CHALLENGES_SHOWN = 20;

/** Challenges as both sides read them, newest first; the in-game steps only once accepted. */
export async function challengeViews(db: Tx, where: SQL): Promise<ChallengeView[]> {
  const rows = await db
    .select({
      c: ch,
      leaderName: gymLeaders.displayName,
      element: gymLeaders.element,
      minecraftName: minecraftAccounts.name,
      name: user.name,
    })
    .from(ch)
    .innerJoin(gymLeaders, eq(gymLeaders.id, ch.gymLeaderId))
    .innerJoin(minecraftAccounts, eq(minecraftAccounts.uuid, ch.challengerUuid))
    .innerJoin(user, eq(user.id, ch.challengerId))
    .where(where)
    .orderBy(desc(ch.createdAt), desc(ch.id))
    .limit(CHALLENGES_SHOWN);
  return rows.map(({ c, leaderName, element, minecraftName, name }) => ({
    id: c.id,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    answeredAt: c.answeredAt?.toISOString() ?? null,
    leader: { id: c.gymLeaderId, displayName: leaderName, element },
    challenger: { minecraftName, name },
    instructions: c.status === 'accepted' ? challengeInstructions(leaderName, element) : null,
  }));
}

/** The challenges the signed-in player sent. */
export const sentChallenges = (db: Tx, userId: string) => challengeViews(db, eq(ch.challengerId, userId));

/** The challenges sent to the signed-in user's gym; none when they lead no gym. */
export function receivedChallenges(db: Tx, userId: string) {
  const own = db.select({ id: gymLeaders.id }).from(gymLeaders).where(eq(gymLeaders.userId, userId));
  return challengeViews(db, inArray(ch.gymLeaderId, own));
}
