/**
 * How often a result recorded on the site between the same two players counts for the ladder.
 *
 * Rule: at most RATED_PER_PAIR_PER_DAY (3) confirmed site reports between the same two Minecraft
 * accounts count for rating in any 24 hours (a rolling window, counted from each report's
 * confirmation). A fourth confirmed result inside the window is kept (both players see it confirmed)
 * but rates nothing. Three is a short best-of-three session a day; more than that between two friends
 * would be the cheapest way to farm Elo with results nobody else saw. Battles the game server reports
 * are not limited: the server saw them.
 */
export const RATED_PER_PAIR_PER_DAY = 3;
export const RATED_WINDOW_HOURS = 24;

/** Whether a confirmed report counts for rating, given how many of the pair's reports counted in the window. */
export function countsForRating(countedInWindow: number): boolean {
  return countedInWindow < RATED_PER_PAIR_PER_DAY;
}

/** The two accounts of a pair in one order, so A-vs-B and B-vs-A are the same pair. */
export function pairOf(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}
