import { sql } from 'drizzle-orm';
import { HEAD_TO_HEAD_MEETINGS, MATCHES_PER_PAGE, type TrainerMatch } from '../../../domain/trainers/profile.ts';
import type { Tx } from '../../db/client.ts';
import { NEWEST_RATED_FIRST } from './rating-history.ts';

interface Row extends Record<string, unknown> {
  id: string;
  kind: 'gym' | 'ladder';
  opponent: string;
  won: boolean;
  delta: number | null;
  at: Date | string;
}

const view = (r: Row): TrainerMatch => ({
  id: r.id,
  kind: r.kind,
  opponent: r.opponent,
  won: r.won,
  delta: r.delta,
  at: new Date(r.at).toISOString(),
});

/** A trainer's finished matches (not voided), newest rated first, from their side; `versus` keeps one opponent's. */
async function finishedMatches(db: Tx, uuid: string, limit: number, offset: number, versus?: string) {
  const { rows } = await db.execute<Row>(sql`
    select matches.id, matches.kind, o.name as opponent, matches.winner_uuid = ${uuid}::uuid as won,
      case when matches.leader_uuid = ${uuid}::uuid then matches.leader_delta else matches.challenger_delta end as delta,
      coalesce(matches.ended_at, matches.started_at) as at
    from matches
    join minecraft_accounts o
      on o.uuid = case when matches.leader_uuid = ${uuid}::uuid then matches.challenger_uuid else matches.leader_uuid end
    where (matches.leader_uuid = ${uuid}::uuid or matches.challenger_uuid = ${uuid}::uuid)
      and matches.result in ('leader_won', 'challenger_won')
      ${versus ? sql`and o.uuid = ${versus}::uuid` : sql``}
    order by ${NEWEST_RATED_FIRST}
    limit ${limit} offset ${offset}`);
  return rows.map(view);
}

/** One page (from 1) of a trainer's matches, and whether another follows. */
export async function matchesPage(db: Tx, uuid: string, page: number) {
  const rows = await finishedMatches(db, uuid, MATCHES_PER_PAGE + 1, (page - 1) * MATCHES_PER_PAGE);
  return { page, hasMore: rows.length > MATCHES_PER_PAGE, matches: rows.slice(0, MATCHES_PER_PAGE) };
}

/** Two trainers' record against each other: the first one's wins and losses, and their last meetings. */
export async function headToHead(db: Tx, uuid: string, opponentUuid: string) {
  const [{ rows }, meetings] = await Promise.all([
    db.execute<{ wins: string; losses: string }>(sql`
      select count(*) filter (where winner_uuid = ${uuid}::uuid) as wins,
        count(*) filter (where winner_uuid = ${opponentUuid}::uuid) as losses
      from matches
      where ((leader_uuid = ${uuid}::uuid and challenger_uuid = ${opponentUuid}::uuid)
          or (leader_uuid = ${opponentUuid}::uuid and challenger_uuid = ${uuid}::uuid))
        and result in ('leader_won', 'challenger_won')`),
    finishedMatches(db, uuid, HEAD_TO_HEAD_MEETINGS, 0, opponentUuid),
  ]);
  return { wins: Number(rows[0]!.wins), losses: Number(rows[0]!.losses), meetings };
}
