import { FOUNDERS_CUP_BRACKET } from './bracket.ts';
import { SINGLE_ELIMINATION_BRACKET } from './bracket-single-elimination.ts';
import type { BracketStructure } from './bracket-structure.ts';
import type { TOURNAMENT_FORMATS } from './enums.ts';

// Which bracket a tournament plays, by its format: the singles Founders' Cup its groups and Redemption
// Road, the doubles showdown a 16-team single elimination.

export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

const BY_FORMAT: Record<TournamentFormat, BracketStructure> = {
  singles: FOUNDERS_CUP_BRACKET,
  doubles: SINGLE_ELIMINATION_BRACKET,
};

export function bracketOf(format: string): BracketStructure {
  const s = BY_FORMAT[format as TournamentFormat];
  if (!s) throw new Error(`No bracket structure for the format ${format}.`);
  return s;
}

/** Only the Founders' Cup draws a Redemption Road. */
export const hasRedemptionRoad = (s: BracketStructure) => s === FOUNDERS_CUP_BRACKET;
