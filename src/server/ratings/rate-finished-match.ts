import type { MatchReport, MatchResponse } from '../../domain/game/matches.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { matchView, type MatchRow } from './match-view.ts';
import { addPlayers, ratingHints, readForRating, writeRatedMatch } from './rate-match.ts';

/** Attempts at rating one report before asking the caller to send it again. */
const MAX_ATTEMPTS = 100;

/**
 * Rates a finished battle once, under its id: the one rating path for battles the game server
 * reports and for results confirmed on the site (the same Elo, the same match row, the live ladder).
 * Rating the same id again answers as the first time did.
 */
export async function rateFinishedMatch(
  db: Database,
  r: MatchReport,
  gymLeaderId: string | null,
): Promise<MatchResponse> {
  const result = r.winner_uuid === r.leader.uuid ? 'leader_won' : 'challenger_won';
  // The ratings this process last wrote for both players, if it has them: a guess the write checks.
  let ratings = ratingHints(db, r);
  let guessed = ratings !== null;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (!ratings) {
      const read = await readForRating(db, r);
      if (read.existing) {
        assertSameBattle(read.existing, r, gymLeaderId);
        if (read.existing.result === result) return matchView(read.existing);
        if (read.existing.result === 'voided')
          throw AppError.conflict(`Match ${r.id} was voided; staff can correct it on the site.`);
        if (read.existing.result !== 'in_progress') {
          throw AppError.conflict(
            `Match ${r.id} is already finished with the other player winning; staff can correct it on the site.`,
          );
        }
      }
      if (!read.ratings) {
        await addPlayers(db, r);
        continue;
      }
      ratings = read.ratings;
    }
    const written = await writeRatedMatch(db, r, gymLeaderId, ratings);
    if (written) return matchView(written);
    ratings = null;
    // A wrong guess is simply read; losing a race to another report backs off a little first.
    if (!guessed) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 10)));
    guessed = false;
  }
  throw AppError.conflict(`The ratings of match ${r.id}'s players kept changing; report it again.`);
}

/** A repeated id must describe the same battle as the first report. */
export function assertSameBattle(m: MatchRow, r: MatchReport, gymLeaderId: string | null): void {
  const same =
    m.kind === r.kind &&
    m.leaderUuid === r.leader.uuid &&
    m.challengerUuid === r.challenger.uuid &&
    m.gymLeaderId === gymLeaderId;
  if (!same) throw AppError.conflict(`Match ${r.id} was reported before with other players or another gym.`);
}
