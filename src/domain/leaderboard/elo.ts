// Ladder rating rules. Pure: the server locks, reads and stores; this file only computes.

export const STARTING_RATING = 1000;
/** A player's first rated games move their rating faster, so newcomers find their level quickly. */
export const PROVISIONAL_GAMES = 10;
export const PROVISIONAL_K = 40;
export const ESTABLISHED_K = 20;

export interface RatingState {
  rating: number;
  wins: number;
  losses: number;
  /** +n after n wins in a row, -n after n losses in a row, 0 before any rated game. */
  streak: number;
  gamesPlayed: number;
}

export const NEW_PLAYER: RatingState = { rating: STARTING_RATING, wins: 0, losses: 0, streak: 0, gamesPlayed: 0 };

/** Probability that a player rated `rating` beats one rated `opponent`. */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

export function kFactor(gamesPlayed: number): number {
  return gamesPlayed < PROVISIONAL_GAMES ? PROVISIONAL_K : ESTABLISHED_K;
}

/** Half away from zero, so a win and a loss of the same size mirror each other exactly. */
function roundDelta(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x)) || 0; // never -0
}

/** Rating changes for one match (a set, however many games it had) that `winner` won. */
export function eloDeltas(
  a: Pick<RatingState, 'rating' | 'gamesPlayed'>,
  b: Pick<RatingState, 'rating' | 'gamesPlayed'>,
  winner: 'a' | 'b',
): { a: number; b: number } {
  const scoreA = winner === 'a' ? 1 : 0;
  const expectedA = expectedScore(a.rating, b.rating);
  return {
    a: roundDelta(kFactor(a.gamesPlayed) * (scoreA - expectedA)),
    b: roundDelta(kFactor(b.gamesPlayed) * (1 - scoreA - (1 - expectedA))),
  };
}

export function nextStreak(streak: number, won: boolean): number {
  if (won) return streak > 0 ? streak + 1 : 1;
  return streak < 0 ? streak - 1 : -1;
}

/** The state after one rated match. */
export function applyResult(state: RatingState, won: boolean, delta: number): RatingState {
  return {
    rating: state.rating + delta,
    wins: state.wins + (won ? 1 : 0),
    losses: state.losses + (won ? 0 : 1),
    streak: nextStreak(state.streak, won),
    gamesPlayed: state.gamesPlayed + 1,
  };
}

/** Rates one match for both players at once: the deltas and both new states. */
export function rateMatch(a: RatingState, b: RatingState, winner: 'a' | 'b') {
  const deltas = eloDeltas(a, b, winner);
  return {
    deltas,
    a: applyResult(a, winner === 'a', deltas.a),
    b: applyResult(b, winner === 'b', deltas.b),
  };
}

/**
 * The streak a player carried into the next match, rebuilt from the outcomes of their earlier
 * matches (oldest first). Used when a correction replays history.
 */
export function streakFromHistory(outcomes: readonly boolean[]): number {
  let streak = 0;
  for (const won of outcomes) streak = nextStreak(streak, won);
  return streak;
}
