// The Founders' Cup bracket: three groups of two semifinals (round 1) and a final (round 2), Redemption
// Road (round 3) between two group-stage losers drawn at random, the semifinals (round 4) and the Grand
// Final (round 5). The rules themselves are the shared ones (bracket-rules.ts) over this structure.

import { advance, bracketRules, emptyMatch, findMatch, assertOnePlacePerRound } from './bracket-rules.ts';
import {
  BracketError,
  type BracketMatch,
  type BracketStructure,
  type Feed,
  type Position,
} from './bracket-structure.ts';

export { assertOnePlacePerRound } from './bracket-rules.ts';
export {
  BracketError,
  GAMES_TO_WIN,
  type BracketMatch,
  type MatchOutcome,
  type MatchStatus,
  type Position,
  type ResultInput,
} from './bracket-structure.ts';

/** Seats in round 1: six matches, so twelve players. */
export const GROUP_STAGE_SEATS = 12;

/** Every match of the bracket, in display order. */
export const BRACKET_POSITIONS: readonly Position[] = [
  ...[1, 2, 3, 4, 5, 6].map((match) => ({ round: 1, match })),
  ...[1, 2, 3].map((match) => ({ round: 2, match })),
  { round: 3, match: 1 },
  { round: 4, match: 1 },
  { round: 4, match: 2 },
  { round: 5, match: 1 },
];

/** Where a match's winner goes: the next match and the side (1 or 2), or null after the Grand Final. */
export function feedOf(p: Position): Feed | null {
  if (p.round === 1) return { round: 2, match: Math.ceil(p.match / 2), side: p.match % 2 === 1 ? 1 : 2 };
  if (p.round === 2)
    return p.match === 1 ? { round: 4, match: 1, side: 1 } : { round: 4, match: 2, side: p.match === 2 ? 1 : 2 };
  if (p.round === 3) return { round: 4, match: 1, side: 2 };
  if (p.round === 4) return { round: 5, match: 1, side: p.match === 1 ? 1 : 2 };
  return null;
}

export const groupOf = (p: Position): 'A' | 'B' | 'C' | null =>
  p.round === 1
    ? (['A', 'B', 'C'] as const)[Math.ceil(p.match / 2) - 1]!
    : p.round === 2
      ? (['A', 'B', 'C'] as const)[p.match - 1]!
      : null;

const REDEMPTION: Position = { round: 3, match: 1 };

/** A corrected group result un-draws Redemption Road, unless it has started. */
function clearRedemption(ms: BracketMatch[]) {
  const r = findMatch(ms, REDEMPTION);
  if (r.status !== 'pending')
    throw new BracketError('This result can no longer be corrected: a later match has started.');
  Object.assign(r, emptyMatch(r));
  advance(FOUNDERS_CUP_BRACKET, ms, r, null);
}

export const FOUNDERS_CUP_BRACKET: BracketStructure = {
  positions: BRACKET_POSITIONS,
  // Seed n meets seed 13 - n, so matches 1-2 are Group A, 3-4 Group B, 5-6 Group C.
  roundOnePairs: [1, 2, 3, 4, 5, 6].map((n) => [n, GROUP_STAGE_SEATS + 1 - n] as const),
  roundNames: {
    1: 'Round 1: group semifinals',
    2: 'Round 2: group finals',
    3: 'Round 3: Redemption Road',
    4: 'Round 4: semifinals',
    5: 'Round 5: Grand Final',
  },
  final: { round: 5, match: 1 },
  tooFewSeeds: 'At least 2 checked-in players are needed to generate the bracket.',
  side: 'player',
  feedOf,
  // Only the group stage settles byes: Redemption Road is drawn, and the later rounds wait for it.
  feedersOf: (p) =>
    p.round === 1
      ? []
      : p.round === 2
        ? [
            { round: 1, match: p.match * 2 - 1 },
            { round: 1, match: p.match * 2 },
          ]
        : null,
  alsoDownstream: (ms, p) => (p.round <= 2 && findMatch(ms, REDEMPTION).player1 ? [findMatch(ms, REDEMPTION)] : []),
  beforeCorrection: (ms, m) => {
    if (m.round <= 2) clearRedemption(ms);
  },
};

/** The shared rules over the Founders' Cup structure. */
export const { generateBracket, reportResult, startMatch, downstreamOf } = bracketRules(FOUNDERS_CUP_BRACKET);

/** Seats the drawn players on Redemption Road; a single drawn player goes through as a bye. */
export function seatRedemption(bracket: BracketMatch[], players: [string, string | null]): BracketMatch[] {
  const ms = structuredClone(bracket);
  const r = findMatch(ms, REDEMPTION);
  if (r.status !== 'pending' || r.player1) throw new BracketError('Redemption Road has already been drawn.');
  Object.assign(r, { player1: players[0], player2: players[1] });
  if (!players[1]) {
    Object.assign(r, { status: 'completed', isBye: true, winner: players[0] });
    advance(FOUNDERS_CUP_BRACKET, ms, r, players[0]);
  }
  assertOnePlacePerRound(ms);
  return ms;
}
