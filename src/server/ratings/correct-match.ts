import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MatchResult } from '../../domain/game/matches.ts';
import type { RatingState } from '../../domain/leaderboard/elo.ts';
import { isRatedResult, replayRatings } from '../../domain/leaderboard/replay.ts';
import type { Database, Tx } from '../db/client.ts';
import { matches } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { refreshGymLeaderStats } from './gym-stats.ts';
import { matchView, type MatchRow } from './match-view.ts';
import { affectedByCorrection, positionOf, ratingOrder, stateBefore } from './rating-history.ts';
import { readRatings, storeRatings } from './ratings.ts';

type Corrected = Exclude<MatchResult, 'in_progress'>;

/**
 * Staff correction of a match result. Elo depends on order, so every rating the change touches is
 * recomputed by replaying, in rating order, the corrected match and each later match of an
 * affected player. Match reports wait meanwhile: corrections are rare, and a report rated halfway
 * through a replay would be rated from a stale rating.
 */
export async function correctMatch(
  db: Database,
  matchId: string,
  result: Corrected,
  /** Runs in the correction's transaction once the result changed: the caller's audit entry. */
  onChanged?: (tx: Tx, before: ReturnType<typeof matchView>, after: ReturnType<typeof matchView>) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table elo_ratings in exclusive mode`);
    const [m] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('no key update');
    if (!m) throw AppError.notFound(`No match has the id ${matchId}.`);
    if (m.result === result) {
      const ratings = await readRatings(tx, [m.leaderUuid, m.challengerUuid]);
      return { match: matchView(m), replayed_matches: 0, ratings: ratingList(ratings) };
    }
    // A match rated for the first time by the correction takes its place at the end of the order.
    const ratedSeq = m.ratedSeq ?? (!isRatedResult(m.result) && isRatedResult(result) ? await nextSeq(tx) : null);
    const corrected: MatchRow = { ...m, ratedSeq, result, endedAt: m.endedAt ?? new Date() };
    const later = await tx
      .select()
      .from(matches)
      .where(
        and(
          inArray(matches.result, ['leader_won', 'challenger_won']),
          ne(matches.id, m.id),
          sql`(${ratingOrder}) > ${positionOf(corrected)}`,
        ),
      )
      .orderBy(ratingOrder);
    const { players, firstMatch, replay } = affectedByCorrection(corrected, later);

    const current = await readRatings(tx, players);
    const states = new Map<string, RatingState>();
    for (const p of players)
      states.set(p, await stateBefore(tx, p, current.get(p)!, [m, ...replay], firstMatch.get(p)!));

    const rerated = [corrected, ...replay];
    const replayed = replayRatings(
      rerated.map((x) => ({ leader: x.leaderUuid, challenger: x.challengerUuid, result: x.result })),
      states,
    );
    for (const [i, x] of rerated.entries()) {
      const outcome = outcomeOf(x, replayed.deltas[i]!);
      await tx
        .update(matches)
        .set(x === corrected ? { ...outcome, result, ratedSeq, endedAt: corrected.endedAt } : outcome)
        .where(eq(matches.id, x.id));
    }
    await storeRatings(tx, replayed.ratings);
    if (m.kind === 'gym' && m.gymLeaderId) await refreshGymLeaderStats(tx, m.gymLeaderId);
    const [stored] = await tx.select().from(matches).where(eq(matches.id, m.id));
    await onChanged?.(tx, matchView(m), matchView(stored!));
    return { match: matchView(stored!), replayed_matches: replay.length + 1, ratings: ratingList(replayed.ratings) };
  });
}

/** The columns a replayed match stores: no winner and no deltas when it is not rated. */
function outcomeOf(x: MatchRow, d: ReturnType<typeof replayRatings>['deltas'][number]) {
  if (!d) return { winnerUuid: null, loserUuid: null, leaderDelta: null, challengerDelta: null };
  return {
    winnerUuid: d.leaderWon ? x.leaderUuid : x.challengerUuid,
    loserUuid: d.leaderWon ? x.challengerUuid : x.leaderUuid,
    leaderDelta: d.leader,
    challengerDelta: d.challenger,
  };
}

async function nextSeq(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ n: string }>(sql`select nextval('match_rating_order') as n`);
  return Number(rows[0]!.n);
}

function ratingList(states: Map<string, RatingState>) {
  return [...states].map(([uuid, s]) => ({
    uuid,
    rating: s.rating,
    wins: s.wins,
    losses: s.losses,
    streak: s.streak,
    games_played: s.gamesPlayed,
  }));
}
