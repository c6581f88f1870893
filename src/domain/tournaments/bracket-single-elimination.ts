import type { BracketStructure, Feed, Position } from './bracket-structure.ts';

// A standard single-elimination bracket of 16 seats (the Mid-Season Doubles Showdown): Round of 16,
// Quarterfinals, Semifinals and the Final. Match m of round r feeds match ceil(m/2) of round r + 1, the
// odd match on side 1. Seeded so the best seeds meet last: 1 v 16, 8 v 9, 4 v 13, 5 v 12, ...

const SEATS = 16;
const ROUNDS = Math.log2(SEATS);

/** Seed order down the bracket: each seed n of the smaller bracket meets seed (2 × size + 1 − n). */
export function seedOrder(seats: number): number[] {
  let order = [1];
  while (order.length < seats) {
    const size = order.length * 2;
    order = order.flatMap((s) => [s, size + 1 - s]);
  }
  return order;
}

const order = seedOrder(SEATS);

export const SINGLE_ELIMINATION_POSITIONS: readonly Position[] = Array.from({ length: ROUNDS }, (_, i) =>
  Array.from({ length: SEATS / 2 ** (i + 1) }, (_, m) => ({ round: i + 1, match: m + 1 })),
).flat();

function feedOf(p: Position): Feed | null {
  if (p.round >= ROUNDS) return null;
  return { round: p.round + 1, match: Math.ceil(p.match / 2), side: p.match % 2 === 1 ? 1 : 2 };
}

export const SINGLE_ELIMINATION_BRACKET: BracketStructure = {
  positions: SINGLE_ELIMINATION_POSITIONS,
  roundOnePairs: Array.from({ length: SEATS / 2 }, (_, i) => [order[i * 2]!, order[i * 2 + 1]!] as const),
  roundNames: { 1: 'Round of 16', 2: 'Quarterfinals', 3: 'Semifinals', 4: 'Final' },
  final: { round: ROUNDS, match: 1 },
  tooFewSeeds: 'At least 2 teams are needed to generate the bracket.',
  side: 'team',
  feedOf,
  // Every round settles byes: a side whose feeding match was an empty bye never gets a player.
  feedersOf: (p) =>
    p.round === 1
      ? []
      : [
          { round: p.round - 1, match: p.match * 2 - 1 },
          { round: p.round - 1, match: p.match * 2 },
        ],
};
