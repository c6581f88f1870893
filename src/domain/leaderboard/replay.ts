import { NEW_PLAYER, rateMatch, type RatingState } from './elo.ts';

/** One match of a history, by its players' UUIDs and its result ('leader_won', 'void', ...). */
export interface HistoryMatch {
  leader: string;
  challenger: string;
  result: string;
}

/** Only a finished match with a winner moves ratings; a void or unfinished one does not. */
export const isRatedResult = (result: string): result is 'leader_won' | 'challenger_won' =>
  result === 'leader_won' || result === 'challenger_won';

/**
 * Rates a match history in the order given, each match from the ratings the matches before it
 * left. Elo depends on order, so the order must be the order in which the matches were rated.
 * Players start from `start` when it holds them, else as new players. Returns every player's
 * final state and each match's deltas (null for a match that is not rated).
 */
export function replayRatings(history: readonly HistoryMatch[], start: ReadonlyMap<string, RatingState> = new Map()) {
  const ratings = new Map(start);
  const deltas = history.map((m) => {
    if (!isRatedResult(m.result)) return null;
    const leaderWon = m.result === 'leader_won';
    const rated = rateMatch(
      ratings.get(m.leader) ?? NEW_PLAYER,
      ratings.get(m.challenger) ?? NEW_PLAYER,
      leaderWon ? 'a' : 'b',
    );
    ratings.set(m.leader, rated.a);
    ratings.set(m.challenger, rated.b);
    return { leader: rated.deltas.a, challenger: rated.deltas.b, leaderWon };
  });
  return { ratings, deltas };
}

/** A player's state after the replay: a player without rated matches is a new player. */
export const ratingOf = (ratings: ReadonlyMap<string, RatingState>, uuid: string): RatingState =>
  ratings.get(uuid) ?? NEW_PLAYER;
