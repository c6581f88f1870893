// The bracket rules every structure shares: seeding round 1, byes, results and their corrections,
// forfeits and no-shows, starting a match, and no player in two matches of one round. A structure
// (bracket-structure.ts) says where the matches are and where each winner goes; these functions are
// pure: the server loads the matches, applies one and writes what changed.

import {
  BracketError,
  GAMES_TO_WIN,
  type BracketMatch,
  type BracketStructure,
  type MatchOutcome,
  type Position,
  type ResultInput,
} from './bracket-structure.ts';

export const findMatch = (ms: BracketMatch[], p: Position) => {
  const m = ms.find((x) => x.round === p.round && x.match === p.match);
  if (!m) throw new BracketError(`There is no match ${p.match} in round ${p.round}.`);
  return m;
};

export const emptyMatch = (p: Position): BracketMatch => ({
  round: p.round,
  match: p.match,
  status: 'pending',
  player1: null,
  player2: null,
  winner: null,
  gamesP1: 0,
  gamesP2: 0,
  isBye: false,
  outcome: null,
});

/** Seats `player` (null: nobody) where the structure sends the winner of `from`. */
export function advance(s: BracketStructure, ms: BracketMatch[], from: Position, player: string | null) {
  const to = s.feedOf(from);
  if (!to) return;
  const next = findMatch(ms, to);
  if (next.isBye) {
    // A bye decided by the old result is decided again with the new one.
    Object.assign(next, { status: 'pending', isBye: false, winner: null });
    advance(s, ms, next, null);
  }
  if (to.side === 1) next.player1 = player;
  else next.player2 = player;
  settleBye(s, ms, next);
}

/** A match with one player whose other side can never be filled is a bye; with none, an empty bye. */
function settleBye(s: BracketStructure, ms: BracketMatch[], m: BracketMatch) {
  const feeders = s.feedersOf(m);
  if (!feeders || m.status === 'completed') return;
  const sideDead = (i: 0 | 1) => {
    if (feeders.length === 0) return true; // round 1: the seats were filled at generation
    const f = findMatch(ms, feeders[i]);
    return f.isBye && f.winner === null;
  };
  const only =
    m.player1 && !m.player2 && sideDead(1) ? m.player1 : m.player2 && !m.player1 && sideDead(0) ? m.player2 : null;
  const none = !m.player1 && !m.player2 && sideDead(0) && sideDead(1);
  if (only || none) {
    Object.assign(m, { status: 'completed', isBye: true, winner: only, outcome: null });
    advance(s, ms, m, only);
  }
}

function generateBracket(s: BracketStructure, seeds: string[]): BracketMatch[] {
  if (new Set(seeds).size !== seeds.length) throw new BracketError(`A ${s.side} is seeded twice.`);
  if (seeds.length < 2) throw new BracketError(s.tooFewSeeds);
  const ms = s.positions.map(emptyMatch);
  s.roundOnePairs.forEach(([a, b], i) => {
    const m = findMatch(ms, { round: 1, match: i + 1 });
    m.player1 = seeds[a - 1] ?? null;
    m.player2 = seeds[b - 1] ?? null;
  });
  for (const m of ms.filter((x) => x.round === 1)) settleBye(s, ms, m);
  return ms;
}

function winnerSideOf(r: ResultInput): { side: 1 | 2; g1: number; g2: number; outcome: MatchOutcome } {
  const outcome = r.outcome ?? 'played';
  if (outcome !== 'played') {
    if (r.winnerSide !== 1 && r.winnerSide !== 2)
      throw new BracketError('Name the side that wins the forfeit or no-show.');
    const w = r.winnerSide === 1;
    return { side: r.winnerSide, g1: w ? GAMES_TO_WIN : 0, g2: w ? 0 : GAMES_TO_WIN, outcome };
  }
  const g1 = r.gamesP1 ?? -1;
  const g2 = r.gamesP2 ?? -1;
  const valid = (a: number, b: number) => a === GAMES_TO_WIN && b >= 0 && b < GAMES_TO_WIN;
  if (!Number.isInteger(g1) || !Number.isInteger(g2) || !(valid(g1, g2) || valid(g2, g1))) {
    throw new BracketError('A best-of-3 result is 2-0, 2-1, 1-2 or 0-2.');
  }
  return { side: g1 > g2 ? 1 : 2, g1, g2, outcome };
}

/** The matches a result of `p` reaches downstream, nearest first. */
function downstreamOf(s: BracketStructure, ms: BracketMatch[], p: Position): BracketMatch[] {
  const out = s.alsoDownstream?.(ms, p) ?? [];
  for (let to = s.feedOf(p); to; to = s.feedOf(to)) out.push(findMatch(ms, to));
  return out;
}

/** No player may appear in two matches of one round. */
export function assertOnePlacePerRound(ms: BracketMatch[]): void {
  const seen = new Set<string>();
  for (const m of ms) {
    for (const p of [m.player1, m.player2]) {
      if (!p) continue;
      const key = `${m.round}:${p}`;
      if (seen.has(key)) throw new BracketError(`A player cannot play two matches in round ${m.round}.`);
      seen.add(key);
    }
  }
}

/** Records a result (or a correction of one) and moves the winner on; returns the new bracket. */
function reportResult(s: BracketStructure, bracket: BracketMatch[], r: ResultInput): BracketMatch[] {
  const ms = structuredClone(bracket);
  const m = findMatch(ms, r);
  if (!m.player1 || !m.player2) throw new BracketError(`Both ${s.side}s must be known before a result is reported.`);
  if (m.isBye) throw new BracketError('A bye has no result to report.');
  const { side, g1, g2, outcome } = winnerSideOf(r);
  if (m.status === 'completed') {
    const later = downstreamOf(s, ms, m).filter((d) => d.status !== 'pending' && !d.isBye);
    if (later.length > 0) throw new BracketError('This result can no longer be corrected: a later match has started.');
    s.beforeCorrection?.(ms, m);
  }
  Object.assign(m, {
    status: 'completed',
    gamesP1: g1,
    gamesP2: g2,
    outcome,
    winner: side === 1 ? m.player1 : m.player2,
  });
  advance(s, ms, m, m.winner);
  assertOnePlacePerRound(ms);
  return ms;
}

/** Marks a match as being played; both sides must be known. */
function startMatch(s: BracketStructure, bracket: BracketMatch[], p: Position): BracketMatch[] {
  const ms = structuredClone(bracket);
  const m = findMatch(ms, p);
  if (m.status !== 'pending' || !m.player1 || !m.player2)
    throw new BracketError(`Only a pending match with both ${s.side}s can start.`);
  m.status = 'in_progress';
  return ms;
}

/** The rules bound to one structure: what the server applies to a tournament's bracket. */
export function bracketRules(s: BracketStructure) {
  return {
    structure: s,
    /** Round 1 from the seeds, best first; missing seeds are byes, seeds past the last seat do not play. */
    generateBracket: (seeds: string[]) => generateBracket(s, seeds),
    reportResult: (ms: BracketMatch[], r: ResultInput) => reportResult(s, ms, r),
    startMatch: (ms: BracketMatch[], p: Position) => startMatch(s, ms, p),
    downstreamOf: (ms: BracketMatch[], p: Position) => downstreamOf(s, ms, p),
  };
}
export type BracketRules = ReturnType<typeof bracketRules>;
