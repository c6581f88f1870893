import type { MatchResponse, MatchResult } from '../../domain/game/matches.ts';
import type { matches } from '../db/schema/index.ts';

export type MatchRow = typeof matches.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The answer about a match depends only on its stored row, so a replayed report answers the same. */
export function matchView(m: MatchRow): MatchResponse {
  return {
    id: m.id,
    kind: m.kind as MatchResponse['kind'],
    gym_leader_id: m.gymLeaderId,
    result: m.result as MatchResult,
    winner_uuid: m.winnerUuid,
    leader: { uuid: m.leaderUuid, delta: m.leaderDelta },
    challenger: { uuid: m.challengerUuid, delta: m.challengerDelta },
    started_at: iso(m.startedAt),
    ended_at: m.endedAt ? iso(m.endedAt) : null,
  };
}
