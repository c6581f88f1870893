import { eq } from 'drizzle-orm';
import type { LeaderTeamView } from '../../../domain/dashboard/leader-team.ts';
import type { Database } from '../../db/client.ts';
import { gymLeaderTeams, gymLeaders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** A leader's published team as everybody may read it (its loadout); `team` is null until one is published. */
export async function leaderTeam(db: Database, leaderId: string): Promise<LeaderTeamView> {
  const [row] = await db
    .select({
      id: gymLeaders.id,
      displayName: gymLeaders.displayName,
      members: gymLeaderTeams.members,
      publishedAt: gymLeaderTeams.publishedAt,
    })
    .from(gymLeaders)
    .leftJoin(gymLeaderTeams, eq(gymLeaderTeams.gymLeaderId, gymLeaders.id))
    .where(eq(gymLeaders.id, leaderId));
  if (!row) throw AppError.notFound('No gym leader has this id.');
  return {
    leader: { id: row.id, displayName: row.displayName },
    team: row.members && row.publishedAt ? { members: row.members, publishedAt: row.publishedAt.toISOString() } : null,
  };
}
