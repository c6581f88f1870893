import { eq, sql } from 'drizzle-orm';
import type { MatchReport, MatchResponse } from '../../domain/game/matches.ts';
import { rateMatch, type RatingState } from '../../domain/leaderboard/elo.ts';
import type { Database, Tx } from '../db/client.ts';
import { matches } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { lockGymLeaderSql, refreshGymLeaderStats } from './gym-stats.ts';
import { matchFromRaw, matchView, type MatchRow } from './match-view.ts';
import { upsertMinecraftAccounts } from './players.ts';
import { lockRatings, updateRatingsSql } from './ratings.ts';
import { resolveGym } from './resolve-gym.ts';

/**
 * Records a battle the game server reports: started, finished (rated once, in this transaction)
 * or voided. The game server's id makes a repeated report a no-op that answers as the first did.
 */
export async function reportMatch(db: Database, r: MatchReport): Promise<MatchResponse> {
  return db.transaction(async (tx) => {
    const gymLeaderId = r.kind === 'gym' ? (await resolveGym(tx, r.gym!, { leaderUuid: r.leader.uuid })).id : null;
    const base = {
      id: r.id,
      kind: r.kind,
      gymLeaderId,
      leaderUuid: r.leader.uuid,
      challengerUuid: r.challenger.uuid,
      startedAt: r.started_at ? new Date(r.started_at) : null,
      endedAt: r.ended_at ? new Date(r.ended_at) : null,
    };
    if (r.status !== 'finished') return matchView(await recordUnrated(tx, r, base));

    // Lock both ratings before reading anything the result depends on.
    const ratings = await lockRatings(tx, [r.leader, r.challenger]);
    const leaderWon = r.winner_uuid === r.leader.uuid;
    const rated = rateMatch(ratings.get(r.leader.uuid)!, ratings.get(r.challenger.uuid)!, leaderWon ? 'a' : 'b');
    const states = new Map([
      [r.leader.uuid, rated.a],
      [r.challenger.uuid, rated.b],
    ]);
    const outcome = {
      result: leaderWon ? 'leader_won' : 'challenger_won',
      winnerUuid: leaderWon ? r.leader.uuid : r.challenger.uuid,
      loserUuid: leaderWon ? r.challenger.uuid : r.leader.uuid,
      leaderDelta: rated.deltas.a,
      challengerDelta: rated.deltas.b,
    };
    let stored = await insertRatedMatch(tx, { ...base, ...outcome }, states);
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
      stored = await rateStartedMatch(tx, { ...base, ...outcome }, states);
    }
    // The leader row was locked by insertRatedMatch, so this recount sees every competing report.
    if (gymLeaderId) await refreshGymLeaderStats(tx, gymLeaderId, { locked: true });
    return matchView(stored!);
  });
}

type NewMatch = Pick<MatchRow, 'id' | 'kind' | 'gymLeaderId' | 'leaderUuid' | 'challengerUuid'> & {
  startedAt: Date | null;
  endedAt: Date | null;
};

/**
 * Inserts a finished match and stores both new ratings in one statement; stores nothing and
 * returns undefined when the id is already taken (a repeat, or a battle reported as started).
 * A gym battle's leader row is locked here too, after the insert (the condition on `m` makes the
 * insert, with any wait on a competing report of the same id, finish first, as when the lock was a
 * statement of its own), so the recount that follows needs no statement to lock it.
 */
async function insertRatedMatch(
  tx: Tx,
  m: NewMatch & Pick<MatchRow, 'result' | 'winnerUuid' | 'loserUuid' | 'leaderDelta' | 'challengerDelta'>,
  states: Map<string, RatingState>,
): Promise<MatchRow | undefined> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    with m as (
      insert into matches (id, kind, gym_leader_id, leader_uuid, challenger_uuid, started_at, ended_at, result,
        winner_uuid, loser_uuid, leader_delta, challenger_delta, rated_seq)
      values (${m.id}, ${m.kind}, ${m.gymLeaderId}::uuid, ${m.leaderUuid}::uuid, ${m.challengerUuid}::uuid,
        coalesce(${m.startedAt}::timestamptz, ${m.endedAt}::timestamptz, now()), coalesce(${m.endedAt}::timestamptz, now()),
        ${m.result}, ${m.winnerUuid}::uuid, ${m.loserUuid}::uuid, ${m.leaderDelta}::int, ${m.challengerDelta}::int,
        nextval('match_rating_order'))
      on conflict (id) do nothing
      returning *
    ),
    rated as (${updateRatingsSql(states, sql`and exists (select 1 from m)`)}),
    leader as (${m.gymLeaderId ? lockGymLeaderSql(m.gymLeaderId, sql`and (select count(*) from m) >= 0`) : sql`select 1`})
    select m.* from (select count(*) from leader) l left join m on true`);
  // The left join keeps the lock's side, so the lock is taken even when nothing was inserted.
  return rows[0]?.id ? matchFromRaw(rows[0]) : undefined;
}

/** A battle reported as started, now finished: rated, with both ratings written, in one statement. */
async function rateStartedMatch(
  tx: Tx,
  m: NewMatch & Pick<MatchRow, 'result' | 'winnerUuid' | 'loserUuid' | 'leaderDelta' | 'challengerDelta'>,
  states: Map<string, RatingState>,
): Promise<MatchRow> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    with m as (
      update matches set result = ${m.result}, winner_uuid = ${m.winnerUuid}::uuid, loser_uuid = ${m.loserUuid}::uuid,
        leader_delta = ${m.leaderDelta}::int, challenger_delta = ${m.challengerDelta}::int,
        ended_at = coalesce(${m.endedAt}::timestamptz, now()), rated_seq = nextval('match_rating_order')
      where id = ${m.id}
      returning *
    ),
    rated as (${updateRatingsSql(states)})
    select * from m`);
  return matchFromRaw(rows[0]!);
}

/** A battle reported as started or voided: recorded unrated, or moved from in progress to voided. */
async function recordUnrated(tx: Tx, r: MatchReport, m: NewMatch): Promise<MatchRow> {
  await upsertMinecraftAccounts(tx, [r.leader, r.challenger]);
  const voided = r.status === 'voided';
  const endedAt = m.endedAt ?? sql`now()`;
  const [created] = await tx
    .insert(matches)
    .values({
      ...m,
      startedAt: m.startedAt ?? sql`now()`,
      result: voided ? 'voided' : 'in_progress',
      endedAt: voided ? endedAt : null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const existing = await existingMatch(tx, r, m.gymLeaderId);
  if (!voided || existing.result === 'voided') return existing;
  if (existing.result !== 'in_progress')
    throw AppError.conflict(`Match ${r.id} is already finished; staff can correct it on the site.`);
  const [updated] = await tx.update(matches).set({ result: 'voided', endedAt }).where(eq(matches.id, r.id)).returning();
  return updated!;
}

/** The stored match with this id, locked; it must describe the same battle as the report. */
async function existingMatch(tx: Tx, r: MatchReport, gymLeaderId: string | null): Promise<MatchRow> {
  const [m] = await tx.select().from(matches).where(eq(matches.id, r.id)).for('no key update');
  if (!m) throw AppError.conflict(`Match ${r.id} changed while it was being reported; report it again.`);
  const same =
    m.kind === r.kind &&
    m.leaderUuid === r.leader.uuid &&
    m.challengerUuid === r.challenger.uuid &&
    m.gymLeaderId === gymLeaderId;
  if (!same) throw AppError.conflict(`Match ${r.id} was reported before with other players or another gym.`);
  return m;
}
