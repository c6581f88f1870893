// The Founders' Cup bracket: three groups of two semifinals (round 1) and a final (round 2), Redemption
// Road (round 3) between two group-stage losers drawn at random, the semifinals (round 4) and the Grand
// Final (round 5). Pure rules: the server loads the matches, applies one of these and writes what changed.

export type MatchStatus = 'pending' | 'in_progress' | 'completed';
export type MatchOutcome = 'played' | 'forfeit' | 'no_show';

export interface BracketMatch {
  round: number;
  match: number;
  status: MatchStatus;
  player1: string | null;
  player2: string | null;
  winner: string | null;
  gamesP1: number;
  gamesP2: number;
  isBye: boolean;
  outcome: MatchOutcome | null;
}

export interface Position {
  round: number;
  match: number;
}

/** Seats in round 1: six matches, so twelve players. */
export const GROUP_STAGE_SEATS = 12;
/** Games needed to win a match (best of 3). */
export const GAMES_TO_WIN = 2;

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
export function feedOf(p: Position): { round: number; match: number; side: 1 | 2 } | null {
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

export class BracketError extends Error {}

const find = (ms: BracketMatch[], p: Position) => {
  const m = ms.find((x) => x.round === p.round && x.match === p.match);
  if (!m) throw new BracketError(`There is no match ${p.match} in round ${p.round}.`);
  return m;
};

const empty = (p: Position): BracketMatch => ({
  ...p,
  status: 'pending',
  player1: null,
  player2: null,
  winner: null,
  gamesP1: 0,
  gamesP2: 0,
  isBye: false,
  outcome: null,
});

function place(ms: BracketMatch[], from: Position, player: string | null) {
  const to = feedOf(from);
  if (!to) return;
  const next = find(ms, to);
  if (next.isBye) {
    // A bye decided by the old result is decided again with the new one.
    Object.assign(next, { status: 'pending', isBye: false, winner: null });
    place(ms, next, null);
  }
  if (to.side === 1) next.player1 = player;
  else next.player2 = player;
  settleBye(ms, next);
}

/** A round-1 or round-2 match with one player whose other side can never be filled is a bye. */
function settleBye(ms: BracketMatch[], m: BracketMatch) {
  if (m.round > 2 || m.status === 'completed') return;
  const feeders = m.round === 1 ? [] : [0, 1].map((i) => find(ms, { round: 1, match: m.match * 2 - 1 + i }));
  const sideDead = (i: number) => (m.round === 1 ? true : feeders[i]!.isBye && feeders[i]!.winner === null);
  const only =
    m.player1 && !m.player2 && sideDead(1) ? m.player1 : m.player2 && !m.player1 && sideDead(0) ? m.player2 : null;
  const none = !m.player1 && !m.player2 && (m.round === 1 || (sideDead(0) && sideDead(1)));
  if (only || none) {
    Object.assign(m, { status: 'completed', isBye: true, winner: only, outcome: null });
    place(ms, m, only);
  }
}

/**
 * Round 1 from the checked-in players in seed order (best seed first): seed n meets seed 13 - n, so
 * matches 1-2 are Group A, 3-4 Group B, 5-6 Group C. Missing seeds are byes; seeds past 12 do not play.
 */
export function generateBracket(seeds: string[]): BracketMatch[] {
  if (new Set(seeds).size !== seeds.length) throw new BracketError('A player is seeded twice.');
  if (seeds.length < 2) throw new BracketError('At least 2 checked-in players are needed to generate the bracket.');
  const ms = BRACKET_POSITIONS.map(empty);
  for (let n = 1; n <= 6; n++) {
    const m = find(ms, { round: 1, match: n });
    m.player1 = seeds[n - 1] ?? null;
    m.player2 = seeds[GROUP_STAGE_SEATS - n] ?? null;
  }
  for (let n = 1; n <= 6; n++) settleBye(ms, find(ms, { round: 1, match: n }));
  return ms;
}

export interface ResultInput extends Position {
  /** A played result: games won by each side, best of 3. */
  gamesP1?: number;
  gamesP2?: number;
  /** A forfeit or no-show names the side that wins. */
  outcome?: MatchOutcome;
  winnerSide?: 1 | 2;
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
export function downstreamOf(ms: BracketMatch[], p: Position): BracketMatch[] {
  const out: BracketMatch[] = [];
  if (p.round <= 2 && find(ms, { round: 3, match: 1 }).player1) out.push(find(ms, { round: 3, match: 1 }));
  for (let to = feedOf(p); to; to = feedOf(to)) out.push(find(ms, to));
  return out;
}

/** Records a result (or a correction of one) and moves the winner on; returns the new bracket. */
export function reportResult(bracket: BracketMatch[], r: ResultInput): BracketMatch[] {
  const ms = structuredClone(bracket);
  const m = find(ms, r);
  if (!m.player1 || !m.player2) throw new BracketError('Both players must be known before a result is reported.');
  if (m.isBye) throw new BracketError('A bye has no result to report.');
  const { side, g1, g2, outcome } = winnerSideOf(r);
  if (m.status === 'completed') {
    const later = downstreamOf(ms, m).filter((d) => d.status !== 'pending' && !d.isBye);
    if (later.length > 0) throw new BracketError('This result can no longer be corrected: a later match has started.');
    if (m.round <= 2) clearRedemption(ms);
  }
  Object.assign(m, {
    status: 'completed',
    gamesP1: g1,
    gamesP2: g2,
    outcome,
    winner: side === 1 ? m.player1 : m.player2,
  });
  place(ms, m, m.winner);
  assertOnePlacePerRound(ms);
  return ms;
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

/** Marks a match as being played; both players must be known. */
export function startMatch(bracket: BracketMatch[], p: Position): BracketMatch[] {
  const ms = structuredClone(bracket);
  const m = find(ms, p);
  if (m.status !== 'pending' || !m.player1 || !m.player2)
    throw new BracketError('Only a pending match with both players can start.');
  m.status = 'in_progress';
  return ms;
}

function clearRedemption(ms: BracketMatch[]) {
  const r = find(ms, { round: 3, match: 1 });
  if (r.status !== 'pending')
    throw new BracketError('This result can no longer be corrected: a later match has started.');
  Object.assign(r, empty(r));
  place(ms, r, null);
}

/** Seats the drawn players on Redemption Road; a single drawn player goes through as a bye. */
export function seatRedemption(bracket: BracketMatch[], players: [string, string | null]): BracketMatch[] {
  const ms = structuredClone(bracket);
  const r = find(ms, { round: 3, match: 1 });
  if (r.status !== 'pending' || r.player1) throw new BracketError('Redemption Road has already been drawn.');
  Object.assign(r, { player1: players[0], player2: players[1] });
  if (!players[1]) {
    Object.assign(r, { status: 'completed', isBye: true, winner: players[0] });
    place(ms, r, players[0]);
  }
  assertOnePlacePerRound(ms);
  return ms;
}
