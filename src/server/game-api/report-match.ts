import { eq, sql } from 'drizzle-orm';
import type { MatchReport, MatchResponse } from '../../domain/game/matches.ts';
import { rateMatch } from '../../domain/leaderboard/elo.ts';
import type { Database, Tx } from '../db/client.ts';
import { matches } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { refreshGymLeaderStats } from './gym-stats.ts';
import { matchView, type MatchRow } from './match-view.ts';
import { upsertMinecraftAccounts } from './players.ts';
import { lockRatings, storeRatings } from './ratings.ts';
import { resolveGym } from './resolve-gym.ts';

/**
 * Records a battle the game server reports: started, finished (rated once, in this transaction)
 * or voided. The game server's id makes a repeated report a no-op that answers as the first did.
 */
export async function reportMatch(db: Database, r: MatchReport): Promise<MatchResponse> {
  return db.transaction(async (tx) => {
    await upsertMinecraftAccounts(tx, [r.leader, r.challenger]);
    const gymLeaderId = r.kind === 'gym' ? (await resolveGym(tx, r.gym!, { leaderUuid: r.leader.uuid })).id : null;
    const base = {
      id: r.id,
      kind: r.kind,
      gymLeaderId,
      leaderUuid: r.leader.uuid,
      challengerUuid: r.challenger.uuid,
      startedAt: r.started_at ? new Date(r.started_at) : sql`now()`,
    };
    const endedAt = r.ended_at ? new Date(r.ended_at) : sql`now()`;
    if (r.status !== 'finished') {
      const voided = r.status === 'voided';
      const [created] = await tx
        .insert(matches)
        .values({ ...base, result: voided ? 'voided' : 'in_progress', endedAt: voided ? endedAt : null })
        .onConflictDoNothing()
        .returning();
      if (created) return matchView(created);
      const existing = await existingMatch(tx, r, gymLeaderId);
      if (!voided || existing.result === 'voided') return matchView(existing);
      if (existing.result !== 'in_progress')
        throw AppError.conflict(`Match ${r.id} is already finished; staff can correct it on the site.`);
      const [updated] = await tx
        .update(matches)
        .set({ result: 'voided', endedAt })
        .where(eq(matches.id, r.id))
        .returning();
      return matchView(updated!);
    }

    // Lock both ratings before reading anything the result depends on.
    const ratings = await lockRatings(tx, [r.leader.uuid, r.challenger.uuid]);
    const leaderWon = r.winner_uuid === r.leader.uuid;
    const rated = rateMatch(ratings.get(r.leader.uuid)!, ratings.get(r.challenger.uuid)!, leaderWon ? 'a' : 'b');
    const outcome = {
      result: leaderWon ? 'leader_won' : 'challenger_won',
      winnerUuid: leaderWon ? r.leader.uuid : r.challenger.uuid,
      loserUuid: leaderWon ? r.challenger.uuid : r.leader.uuid,
      leaderDelta: rated.deltas.a,
      challengerDelta: rated.deltas.b,
      ratedSeq: sql`nextval('match_rating_order')`,
      endedAt,
    };
    let [stored] = await tx
      .insert(matches)
      .values({ ...base, ...outcome })
      .onConflictDoNothing()
      .returning();
    if (!stored) {
      const existing = await existingMatch(tx, r, gymLeaderId);
      if (existing.result === outcome.result) return matchView(existing);
      if (existing.result === 'voided')
        throw AppError.conflict(`Match ${r.id} was voided; staff can correct it on the site.`);
      if (existing.result !== 'in_progress') {
        throw AppError.conflict(
          `Match ${r.id} is already finished with the other player winning; staff can correct it on the site.`,
        );
      }
      [stored] = await tx.update(matches).set(outcome).where(eq(matches.id, r.id)).returning();
    }
    await storeRatings(
      tx,
      new Map([
        [r.leader.uuid, rated.a],
        [r.challenger.uuid, rated.b],
      ]),
    );
    if (gymLeaderId) await refreshGymLeaderStats(tx, gymLeaderId);
    return matchView(stored!);
  });
}

/** The stored match with this id, locked; it must describe the same battle as the report. */
async function existingMatch(tx: Tx, r: MatchReport, gymLeaderId: string | null): Promise<MatchRow> {
  const [m] = await tx.select().from(matches).where(eq(matches.id, r.id)).for('update');
  if (!m) throw AppError.conflict(`Match ${r.id} changed while it was being reported; report it again.`);
  const same =
    m.kind === r.kind &&
    m.leaderUuid === r.leader.uuid &&
    m.challengerUuid === r.challenger.uuid &&
    m.gymLeaderId === gymLeaderId;
  if (!same) throw AppError.conflict(`Match ${r.id} was reported before with other players or another gym.`);
  return m;
}
