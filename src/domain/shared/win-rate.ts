// Win rates are kept as a fraction 0..1 (gym_leaders.win_rate, or wins / games for trainers) and always
// shown as a percent: rounded on the home page, with one decimal elsewhere. See docs/decisions on win rates.

export type WinRatePlace = 'home' | 'elsewhere';

/** Wins over games played, 0 before any game. */
export function winRateOf(wins: number, losses: number): number {
  const games = wins + losses;
  return games > 0 ? wins / games : 0;
}

/** The percent as shown: whole on the home page, one decimal elsewhere. */
export function winRatePercent(fraction: number, place: WinRatePlace = 'elsewhere'): number {
  const percent = fraction * 100;
  return place === 'home' ? Math.round(percent) : Math.round(percent * 10) / 10;
}

/** '67%' on the home page, '66.7%' elsewhere. */
export function formatWinRate(fraction: number, place: WinRatePlace = 'elsewhere'): string {
  const percent = winRatePercent(fraction, place);
  return place === 'home' ? `${percent}%` : `${percent.toFixed(1)}%`;
}

/** Green from 60% for trainers and from 50% in the gym leaders table, judged on the percent shown. */
export const GOOD_WIN_RATE_PERCENT = { trainer: 60, gymLeader: 50 } as const;

export function isGoodWinRate(fraction: number, who: keyof typeof GOOD_WIN_RATE_PERCENT): boolean {
  return winRatePercent(fraction) >= GOOD_WIN_RATE_PERCENT[who];
}

/** A gym leader who has awarded no badges ranks with a win rate of 0 on the gym leaders ladder. */
export function leaderRankingWinRate(leader: { winRate: number; badgesAwarded: number }): number {
  return leader.badgesAwarded > 0 ? leader.winRate : 0;
}

/** Gym leaders by that win rate, highest first; ties keep their order. */
export function sortLeadersByWinRate<T extends { winRate: number; badgesAwarded: number }>(leaders: readonly T[]): T[] {
  return [...leaders].sort((a, b) => leaderRankingWinRate(b) - leaderRankingWinRate(a));
}
