import { eq, sql } from 'drizzle-orm';
import type { MatchReport, MatchResponse } from '../../domain/game/matches.ts';
import type { Database, Tx } from '../db/client.ts';
import { matches } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { matchView, type MatchRow } from '../ratings/match-view.ts';
import { upsertMinecraftAccounts } from '../players/minecraft-accounts.ts';
import { assertSameBattle, rateFinishedMatch } from '../ratings/rate-finished-match.ts';
import { applyTournamentReport } from '../tournaments/game-report.ts';
import { resolveGym } from './resolve-gym.ts';

/**
 * Records a battle the game server reports: started, finished (rated once) or voided. The game
 * server's id makes a repeated report a no-op that answers as the first did.
 */
export async function reportMatch(db: Database, r: MatchReport): Promise<MatchResponse> {
  const gymLeaderId = r.kind === 'gym' ? (await resolveGym(db, r.gym!, { leaderUuid: r.leader.uuid })).id : null;
  // Decided first: a refused bracket result rates nothing, and a retry finds it already applied.
  await applyTournamentReport(db, r);
  if (r.status !== 'finished') return db.transaction(async (tx) => matchView(await recordUnrated(tx, r, gymLeaderId)));
  return rateFinishedMatch(db, r, gymLeaderId);
}

type NewMatch = Pick<MatchRow, 'id' | 'kind' | 'gymLeaderId' | 'leaderUuid' | 'challengerUuid'> & {
  startedAt: Date | null;
  endedAt: Date | null;
};

/** A battle reported as started or voided: recorded unrated, or moved from in progress to voided. */
async function recordUnrated(tx: Tx, r: MatchReport, gymLeaderId: string | null): Promise<MatchRow> {
  const m: NewMatch = {
    id: r.id,
    kind: r.kind,
    gymLeaderId,
    leaderUuid: r.leader.uuid,
    challengerUuid: r.challenger.uuid,
    startedAt: r.started_at ? new Date(r.started_at) : null,
    endedAt: r.ended_at ? new Date(r.ended_at) : null,
  };
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
  const existing = await lockedMatch(tx, r.id);
  assertSameBattle(existing, r, gymLeaderId);
  if (!voided || existing.result === 'voided') return existing;
  if (existing.result !== 'in_progress')
    throw AppError.conflict(`Match ${r.id} is already finished; staff can correct it on the site.`);
  const [updated] = await tx.update(matches).set({ result: 'voided', endedAt }).where(eq(matches.id, r.id)).returning();
  return updated!;
}

/** The stored match with this id, locked. */
async function lockedMatch(tx: Tx, id: string): Promise<MatchRow> {
  const [m] = await tx.select().from(matches).where(eq(matches.id, id)).for('no key update');
  if (!m) throw AppError.conflict(`Match ${id} changed while it was being reported; report it again.`);
  return m;
}
