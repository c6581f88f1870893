import { replayRatings } from '../../../domain/leaderboard/replay.ts';
import type { Tx } from '../client.ts';
import { eloRatings, matches } from '../schema/index.ts';

export interface DemoPlayer {
  uuid: string;
  /** How strong the player is; the stronger player of a pair wins more often. */
  skill: number;
}

type MatchInsert = typeof matches.$inferInsert;

/** A demo match before rating: who played, when, and who won. */
export interface DemoMatch {
  id: string;
  gymLeaderId?: string;
  leaderUuid: string;
  challengerUuid: string;
  startedAt: Date;
  endedAt: Date | null;
  result: 'leader_won' | 'challenger_won' | 'in_progress';
}

/** Whether the leader wins, drawn from the players' skills as the Elo expectation would have it. */
export function leaderWins(leader: DemoPlayer, challenger: DemoPlayer, rnd: () => number): boolean {
  return rnd() < 1 / (1 + 10 ** ((challenger.skill - leader.skill) / 400));
}

const orderKey = (m: DemoMatch) => (m.endedAt ?? m.startedAt).getTime();

/**
 * Stores the match history and the ratings it gives: every delta and every rating is what replaying
 * the history in rating order gives (seeded matches have no rated_seq, so they are rated by end time),
 * so the demo is a history the server itself could have rated. Players without a rated match start new.
 */
export async function storeDemoHistory(db: Tx, history: DemoMatch[], players: string[]): Promise<void> {
  const ordered = [...history].sort((a, b) => orderKey(a) - orderKey(b) || (a.id < b.id ? -1 : 1));
  const { ratings, deltas } = replayRatings(
    ordered.map((m) => ({ leader: m.leaderUuid, challenger: m.challengerUuid, result: m.result })),
  );
  const rows: MatchInsert[] = ordered.map((m, i) => {
    const d = deltas[i];
    return {
      ...m,
      kind: m.gymLeaderId ? 'gym' : 'ladder',
      winnerUuid: d ? (d.leaderWon ? m.leaderUuid : m.challengerUuid) : null,
      loserUuid: d ? (d.leaderWon ? m.challengerUuid : m.leaderUuid) : null,
      leaderDelta: d?.leader ?? null,
      challengerDelta: d?.challenger ?? null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(matches).values(rows.slice(i, i + 500));
  await db.insert(eloRatings).values(
    players.map((uuid) => {
      const s = ratings.get(uuid);
      return s
        ? {
            playerUuid: uuid,
            rating: s.rating,
            wins: s.wins,
            losses: s.losses,
            streak: s.streak,
            gamesPlayed: s.gamesPlayed,
          }
        : { playerUuid: uuid };
    }),
  );
}
