import { eq, sql } from 'drizzle-orm';
import type { MatchReport, MatchResponse } from '../../domain/game/matches.ts';
import type { Database, Tx } from '../db/client.ts';
import { matches } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { matchView, type MatchRow } from '../ratings/match-view.ts';
import { upsertMinecraftAccounts } from '../players/minecraft-accounts.ts';
import { addPlayers, ratingHints, readForRating, writeRatedMatch } from '../ratings/rate-match.ts';
import { applyTournamentReport } from '../tournaments/game-report.ts';
import { resolveGym } from './resolve-gym.ts';

/** Attempts at rating one report before asking the game server to send it again. */
const MAX_ATTEMPTS = 100;

/**
 * Records a battle the game server reports: started, finished (rated once) or voided. The game
 * server's id makes a repeated report a no-op that answers as the first did.
 */
export async function reportMatch(db: Database, r: MatchReport): Promise<MatchResponse> {
  const gymLeaderId = r.kind === 'gym' ? (await resolveGym(db, r.gym!, { leaderUuid: r.leader.uuid })).id : null;
  // Decided first: a refused bracket result rates nothing, and a retry finds it already applied.
  await applyTournamentReport(db, r);
  if (r.status !== 'finished') return db.transaction(async (tx) => matchView(await recordUnrated(tx, r, gymLeaderId)));
  const result = r.winner_uuid === r.leader.uuid ? 'leader_won' : 'challenger_won';
  // The ratings this process last wrote for both players, if it has them: a guess the write checks.
  let ratings = ratingHints(db, r);
  let guessed = ratings !== null;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (!ratings) {
      const read = await readForRating(db, r);
      if (read.existing) {
        assertSameBattle(read.existing, r, gymLeaderId);
        if (read.existing.result === result) return matchView(read.existing);
        if (read.existing.result === 'voided')
          throw AppError.conflict(`Match ${r.id} was voided; staff can correct it on the site.`);
        if (read.existing.result !== 'in_progress') {
          throw AppError.conflict(
            `Match ${r.id} is already finished with the other player winning; staff can correct it on the site.`,
          );
        }
      }
      if (!read.ratings) {
        await addPlayers(db, r);
        continue;
      }
      ratings = read.ratings;
    }
    const written = await writeRatedMatch(db, r, gymLeaderId, ratings);
    if (written) return matchView(written);
    ratings = null;
    // A wrong guess is simply read; losing a race to another report backs off a little first.
    if (!guessed) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 10)));
    guessed = false;
  }
  throw AppError.conflict(`The ratings of match ${r.id}'s players kept changing; report it again.`);
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

/** A repeated id must describe the same battle as the first report. */
function assertSameBattle(m: MatchRow, r: MatchReport, gymLeaderId: string | null): void {
  const same =
    m.kind === r.kind &&
    m.leaderUuid === r.leader.uuid &&
    m.challengerUuid === r.challenger.uuid &&
    m.gymLeaderId === gymLeaderId;
  if (!same) throw AppError.conflict(`Match ${r.id} was reported before with other players or another gym.`);
}
