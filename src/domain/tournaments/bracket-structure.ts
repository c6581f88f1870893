// What a bracket is made of, and what a bracket structure must say so the shared rules (bracket-rules.ts)
// can run it: its matches, how round 1 is seeded, where each winner goes and which matches can be byes.

export type MatchStatus = 'pending' | 'in_progress' | 'completed';
export type MatchOutcome = 'played' | 'forfeit' | 'no_show';

export interface BracketMatch {
  round: number;
  match: number;
  status: MatchStatus;
  /** The two sides: a player's (or a doubles team's) registration id. */
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

export interface Feed extends Position {
  side: 1 | 2;
}

export interface ResultInput extends Position {
  /** A played result: games won by each side, best of 3. */
  gamesP1?: number;
  gamesP2?: number;
  /** A forfeit or no-show names the side that wins. */
  outcome?: MatchOutcome;
  winnerSide?: 1 | 2;
}

/** Games needed to win a match (best of 3). */
export const GAMES_TO_WIN = 2;

export class BracketError extends Error {}

export interface BracketStructure {
  /** Every match, in display order. */
  positions: readonly Position[];
  /** Round 1 match n seats seeds roundOnePairs[n - 1] (1 is the best seed). */
  roundOnePairs: readonly (readonly [number, number])[];
  /** Heading of each round. */
  roundNames: Readonly<Record<number, string>>;
  /** The match whose winner is the champion. */
  final: Position;
  /** What generation says with fewer than two seeds. */
  tooFewSeeds: string;
  /** What each side of a match is, in the rules' messages. */
  side: 'player' | 'team';
  /** Where a match's winner goes, or null after the final. */
  feedOf(p: Position): Feed | null;
  /**
   * The two matches that feed each side of `p` ([] in round 1, whose seats are filled at generation),
   * or null where a side is never settled as a bye (it is filled some other way).
   */
  feedersOf(p: Position): readonly [Position, Position] | readonly [] | null;
  /** Matches a result also reaches besides the feed (the Founders' Cup's Redemption Road). */
  alsoDownstream?(ms: BracketMatch[], p: Position): BracketMatch[];
  /** Undoes, before a correction, what the old result decided besides the feed. */
  beforeCorrection?(ms: BracketMatch[], m: BracketMatch): void;
}
