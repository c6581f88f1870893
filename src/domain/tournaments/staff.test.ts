import { describe, expect, it } from 'vitest';
import { FOUNDERS_CUP_BRACKET, generateBracket, reportResult, type BracketMatch } from './bracket.ts';
import { drawRedemptionRoad, replayRedemption } from './redemption-draw.ts';
import { bracketInputs } from './staff.ts';

// The Founders' Cup's own inputs (rounds 1 to 5, matches 1 to 6).
const {
  position: matchPositionSchema,
  result: matchResultSchema,
  forfeit: matchForfeitSchema,
} = bracketInputs(FOUNDERS_CUP_BRACKET);

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('staff inputs', () => {
  it('accepts only positions the bracket has', () => {
    expect(matchPositionSchema.safeParse({ round: 2, match: 3 }).success).toBe(true);
    expect(messages(matchPositionSchema.safeParse({ round: 3, match: 2 }))).toEqual([
      'There is no match 2 in round 3.',
    ]);
    expect(messages(matchPositionSchema.safeParse({ round: 6, match: 1 }))[0]).toBe('The round is 1 to 5.');
    expect(messages(matchPositionSchema.safeParse({ round: '1', match: 1 }))).toEqual([
      'The round must be a whole number.',
    ]);
  });

  it('takes a best-of-3 score and nothing else', () => {
    const ok = (gamesP1: number, gamesP2: number) =>
      matchResultSchema.safeParse({ round: 1, match: 1, gamesP1, gamesP2 }).success;
    expect([ok(2, 0), ok(2, 1), ok(1, 2), ok(0, 2)]).toEqual([true, true, true, true]);
    expect([ok(2, 2), ok(1, 1), ok(0, 0), ok(3, 0), ok(1.5, 2)]).toEqual([false, false, false, false, false]);
    expect(messages(matchResultSchema.safeParse({ round: 1, match: 1, gamesP1: 1, gamesP2: 1 }))).toEqual([
      'A best-of-3 result is 2-0, 2-1, 1-2 or 0-2.',
    ]);
  });

  it('names the outcome and the winning side of a forfeit', () => {
    expect(matchForfeitSchema.safeParse({ round: 1, match: 1, outcome: 'no_show', winnerSide: 2 }).success).toBe(true);
    expect(messages(matchForfeitSchema.safeParse({ round: 1, match: 1, outcome: 'played', winnerSide: 3 }))).toEqual([
      'The outcome is forfeit or no_show.',
      'The winning side is 1 or 2.',
    ]);
  });
});

describe('replaying the Redemption Road draw', () => {
  const groups = (): BracketMatch[] => {
    let ms = generateBracket(Array.from({ length: 12 }, (_, i) => `p${i + 1}`));
    for (const [round, count] of [
      [1, 6],
      [2, 3],
    ] as const)
      for (let match = 1; match <= count; match++) ms = reportResult(ms, { round, match, gamesP1: 2, gamesP2: 0 });
    return ms;
  };

  it('finds the stored draw from its seed, and notices a draw that the seed does not give', () => {
    const drawn = drawRedemptionRoad(groups(), 'b5e1');
    const replay = replayRedemption(drawn, 'b5e1');
    expect(replay.matches).toBe(true);
    expect(replay.replayed).toEqual(replay.stored);
    expect(replay.losers).toHaveLength(9);
    expect(replayRedemption(drawn, 'another seed').matches).toBe(false);
  });
});
