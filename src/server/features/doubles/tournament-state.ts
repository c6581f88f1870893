import { sql } from 'drizzle-orm';
import type { DoublesInfo } from '../../../domain/tournaments/team-sheet-api.ts';
import { MID_SEASON_DOUBLES } from '../../../domain/tournaments/enums.ts';
import { registrationHasClosed, registrationIsOpen } from '../../../domain/tournaments/windows.ts';
import type { Database, Tx } from '../../db/client.ts';
import { doublesRegistrations } from '../../db/schema/index.ts';
import { tournamentByKey } from '../../tournaments/registrations.ts';

/** Teams (and the bracket) become public once registration has closed: it opened and accepts no one any more. */
export const teamsArePublic = registrationHasClosed;

/** The tournament record; `lock` holds it for the transaction, so the player cap is checked one at a time. */
export const loadDoubles = (db: Tx, lock = false) => tournamentByKey(db, MID_SEASON_DOUBLES, lock);

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
