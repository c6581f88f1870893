import type { MatchResponse } from '../../domain/game/matches.ts';
import type { matches } from '../db/schema/index.ts';

export type MatchRow = typeof matches.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The answer about a match depends only on its stored row, so a replayed report answers the same. */
export function matchView(m: MatchRow): MatchResponse {
  return {
    id: m.id,
    kind: m.kind,
    gym_leader_id: m.gymLeaderId,
    result: m.result,
    winner_uuid: m.winnerUuid,
    leader: { uuid: m.leaderUuid, delta: m.leaderDelta },
    challenger: { uuid: m.challengerUuid, delta: m.challengerDelta },
    started_at: iso(m.startedAt),
    ended_at: m.endedAt ? iso(m.endedAt) : null,
  };
}

type RawMatch = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** A matches row from a raw SQL statement (snake_case columns) as the typed row. */
export function matchFromRaw(r: RawMatch): MatchRow {
  return {
    id: r.id as string,
    kind: r.kind as MatchRow['kind'],
    gymLeaderId: r.gym_leader_id as string | null,
    startedAt: date(r.started_at)!,
    endedAt: date(r.ended_at),
    result: r.result as MatchRow['result'],
    leaderUuid: r.leader_uuid as string,
    challengerUuid: r.challenger_uuid as string,
    winnerUuid: r.winner_uuid as string | null,
    loserUuid: r.loser_uuid as string | null,
    leaderDelta: r.leader_delta as number | null,
    challengerDelta: r.challenger_delta as number | null,
    ratedSeq: r.rated_seq === null ? null : Number(r.rated_seq),
    createdAt: date(r.created_at)!,
  };
}
