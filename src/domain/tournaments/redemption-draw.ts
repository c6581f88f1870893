import { BracketError, seatRedemption, type BracketMatch } from './bracket.ts';

// Redemption Road: two group-stage losers, drawn with a seeded generator so the stored seed replays
// the same draw (an audit can check it).

/** FNV-1a of the seed text, then mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Losers of the played group matches (rounds 1 and 2), in bracket order; null while one is unfinished. */
export function groupStageLosers(ms: BracketMatch[]): string[] | null {
  const group = ms.filter((m) => m.round <= 2);
  if (group.some((m) => m.status !== 'completed')) return null;
  return group
    .filter((m) => !m.isBye && m.winner)
    .map((m) => (m.winner === m.player1 ? m.player2 : m.player1))
    .filter((p): p is string => p !== null);
}

/** Draws Redemption Road and seats the players; the same bracket and seed give the same draw. */
export function drawRedemptionRoad(ms: BracketMatch[], seed: string): BracketMatch[] {
  return seatRedemption(ms, drawPlayers(ms, seed));
}

/** The two players (or one, as a bye) the seed draws from the group-stage losers. */
export function drawPlayers(ms: BracketMatch[], seed: string): [string, string | null] {
  const losers = groupStageLosers(ms);
  if (!losers) throw new BracketError('Redemption Road is drawn once every group match is completed.');
  if (losers.length === 0) throw new BracketError('There are no group-stage losers to draw from.');
  const rnd = seededRandom(seed);
  const pool = [...losers];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return [pool[0]!, pool[1] ?? null];
}

/**
 * Audits a stored draw: the players seated on Redemption Road next to the players the stored seed
 * draws again from the same group-stage losers.
 */
export function replayRedemption(ms: BracketMatch[], seed: string) {
  const r = ms.find((m) => m.round === 3 && m.match === 1);
  const stored: [string | null, string | null] = [r?.player1 ?? null, r?.player2 ?? null];
  const replayed = drawPlayers(ms, seed);
  return {
    losers: groupStageLosers(ms) ?? [],
    stored,
    replayed,
    matches: stored[0] === replayed[0] && stored[1] === replayed[1],
  };
}
