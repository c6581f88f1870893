import { eq, sql } from 'drizzle-orm';
import type { StartSeason } from '../../../domain/season/staff.ts';
import type { Database } from '../../db/client.ts';
import { seasons } from '../../db/schema/index.ts';
import { recordAudit } from '../../staff/audit.ts';
import { staffSeasonView } from './list-seasons.ts';

/** Serialises season starts: two staff starting at once make two seasons in turn, never one number twice. */
const START_LOCK = 727014;

/**
 * Starts the next season: its number is the last one's plus one and it becomes the current season,
 * so badge awards and battle passes without a season count for it from now on.
 */
export async function startSeason(db: Database, actor: { id: string }, input: StartSeason) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    const [previous] = await tx.update(seasons).set({ current: false }).where(eq(seasons.current, true)).returning();
    const { rows } = await tx.execute<{ next: number }>(sql`select coalesce(max(number), 0) + 1 as next from seasons`);
    const [row] = await tx
      .insert(seasons)
      .values({ ...input, number: rows[0]!.next, current: true })
      .returning();
    const view = staffSeasonView(row!, []);
    await recordAudit(tx, {
      actor,
      action: 'season.start',
      target: { table: 'seasons', id: String(view.number) },
      before: previous ? { current: previous.number } : null,
      after: view,
    });
    return view;
  });
}
