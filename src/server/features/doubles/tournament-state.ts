import { eq, sql } from 'drizzle-orm';
import type { DoublesInfo } from '../../../domain/tournaments/team-sheet-api.ts';
import { MID_SEASON_DOUBLES } from '../../../domain/tournaments/enums.ts';
import type { Database, Tx } from '../../db/client.ts';
import { doublesRegistrations, tournaments } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { registrationHasClosed } from '../../tournaments/bracket-seeds.ts';

type Tournament = typeof tournaments.$inferSelect;

/** Registration is accepted while staff keep it open and now lies inside its window. */
export function registrationIsOpen(t: Tournament, now: Date): boolean {
  return t.registrationOpen && now >= t.registrationOpensAt && now < t.registrationClosesAt;
}

/** Teams (and the bracket) become public once registration has closed: it opened and accepts no one any more. */
export const teamsArePublic = registrationHasClosed;

/** The tournament record; `lock` holds it for the transaction, so the player cap is checked one at a time. */
export async function loadDoubles(db: Tx, lock = false): Promise<Tournament> {
  const query = db.select().from(tournaments).where(eq(tournaments.key, MID_SEASON_DOUBLES));
  const [t] = lock ? await query.for('update') : await query;
  if (!t) throw AppError.notFound('The Mid-Season Doubles Showdown does not exist.');
  return t;
}

export async function doublesInfo(db: Database, now = new Date()): Promise<DoublesInfo> {
  const t = await loadDoubles(db);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(doublesRegistrations);
  return {
    name: t.name,
    startsAt: t.startsAt.toISOString(),
    playerCap: t.playerCap,
    registeredCount: row?.n ?? 0,
    registrationOpen: registrationIsOpen(t, now),
    registrationClosesAt: t.registrationClosesAt.toISOString(),
    teamsPublic: teamsArePublic(t, now),
  };
}
