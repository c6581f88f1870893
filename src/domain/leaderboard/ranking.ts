// Ladder rank: rank = number of players with a higher rating + 1, so ties share a rank.

export function rankFromHigherCount(playersWithHigherRating: number): number {
  return playersWithHigherRating + 1;
}

/**
 * Ranks for rows already sorted by rating, highest first, starting at the top of the ladder.
 * A row's rank is one more than the number of rows before it with a higher rating.
 */
export function rankSorted<T extends { rating: number }>(rows: readonly T[]): (T & { rank: number })[] {
  const ranked: (T & { rank: number })[] = [];
  rows.forEach((row, i) => {
    const previous = ranked[i - 1];
    if (previous && previous.rating < row.rating)
      throw new Error('rankSorted needs rows sorted by rating, highest first');
    const rank = previous && previous.rating === row.rating ? previous.rank : rankFromHigherCount(i);
    ranked.push({ ...row, rank });
  });
  return ranked;
}

/** '+12', '-8', '0': a rating change or a streak with its sign. */
export function formatSigned(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** 'xW - yL', the record column of the trainers table. */
export function formatRecord(wins: number, losses: number): string {
  return `${wins}W - ${losses}L`;
}

/** The medal of ranks 1 to 3 on the home leaderboard; other ranks show '#rank'. */
export function medalFor(rank: number): 'gold' | 'silver' | 'bronze' | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}

/** Players per page of the whole ladder; page 1 is the top 100 the leaderboards page has always shown (and caches). */
export const LADDER_PAGE_SIZE = 100;

/** How many pages a ladder of `total` players fills; an empty ladder still has its (empty) first page. */
export const ladderPages = (total: number) => Math.max(1, Math.ceil(total / LADDER_PAGE_SIZE));
/** Far beyond any ladder (100,000,000 players); only keeps the number a number. */
export const MAX_LADDER_PAGE = 1_000_000;
