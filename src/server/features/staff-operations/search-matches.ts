import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { matchSearchWindow, type FoundMatch, type MatchSearchQuery } from '../../../domain/staff/match-search.ts';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Database } from '../../db/client.ts';
import { matches } from '../../db/schema/index.ts';
import { challengerAccount as challenger, leaderAccount as leader, matchSummary } from '../../db/selections.ts';
import { containsPattern, withCustomPlans } from '../../db/search.ts';

/** Matches by any part of either player's Minecraft name and by the league days they started on, newest first. */
export async function searchMatches(db: Database, q: MatchSearchQuery) {
  const where: SQL[] = [];
  if (q.player) {
    const pattern = containsPattern(q.player);
    where.push(or(ilike(leader.name, pattern), ilike(challenger.name, pattern))!);
  }
  const { after, before } = matchSearchWindow(q);
  if (after) where.push(gte(matches.startedAt, after));
  if (before) where.push(lt(matches.startedAt, before));
  const { offset, limit } = pageWindow(q.page);
  const rows = await withCustomPlans(db, (tx) =>
    tx
      .select({ ...matchSummary, leaderUuid: leader.uuid, challengerUuid: challenger.uuid })
      .from(matches)
      .innerJoin(leader, eq(leader.uuid, matches.leaderUuid))
      .innerJoin(challenger, eq(challenger.uuid, matches.challengerUuid))
      .where(and(...where))
      .orderBy(desc(matches.startedAt), desc(matches.id))
      .offset(offset)
      .limit(limit),
  );
  return toPage(
    rows.map((r): FoundMatch => ({
      id: r.id,
      kind: r.kind,
      result: r.result,
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
      leader: { uuid: r.leaderUuid, name: r.leaderName },
      challenger: { uuid: r.challengerUuid, name: r.challengerName },
    })),
    q.page,
  );
}
