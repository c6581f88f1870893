import type { DoublesInfo } from '../../../domain/tournaments/team-sheet-api.ts';
import { MID_SEASON_DOUBLES } from '../../../domain/tournaments/enums.ts';
import { checkinIsOpen, registrationHasClosed, registrationIsOpen } from '../../../domain/tournaments/windows.ts';
import type { Database, Tx } from '../../db/client.ts';
import { rosterCounts, tournamentByKey } from '../../tournaments/registrations.ts';

/** Teams (and the bracket) become public once registration has closed: it opened and accepts no one any more. */
export const teamsArePublic = registrationHasClosed;

/** The tournament record. */
export const loadDoubles = (db: Tx) => tournamentByKey(db, MID_SEASON_DOUBLES);

export async function doublesInfo(db: Database, now = new Date()): Promise<DoublesInfo> {
  const t = await loadDoubles(db);
  const counts = await rosterCounts(db, t);
  return {
    name: t.name,
    startsAt: t.startsAt.toISOString(),
    playerCap: t.playerCap,
    registeredCount: counts.registered,
    waitlistCount: counts.waitlisted,
    registrationOpen: registrationIsOpen(t, now),
    checkinOpen: checkinIsOpen(t, now),
    registrationClosesAt: t.registrationClosesAt.toISOString(),
    teamsPublic: teamsArePublic(t, now),
  };
}
