import { and, asc, isNotNull } from 'drizzle-orm';
import type { StaffTournament } from '../../../domain/tournaments/staff.ts';
import { registrationHasClosed } from '../../../domain/tournaments/windows.ts';
import type { Database } from '../../db/client.ts';
import { loadBracketRows, toView } from '../../tournaments/bracket-store.ts';
import { rosterOf, tournamentByKey, type TournamentRow } from '../../tournaments/registrations.ts';

type Registrations = StaffTournament['registrations'];

/** Active registrations (players, or doubles teams) by slot, with check-in. */
async function registrationsOf(db: Database, t: TournamentRow): Promise<Registrations> {
  const { table, scope } = rosterOf(t);
  const regs = await db
    .select({
      id: table.id,
      minecraftUsername: table.minecraftUsername,
      discordTag: table.discordTag,
      slot: table.registrationSlot,
      status: table.status,
      checkedInAt: table.checkedInAt,
    })
    .from(table)
    .where(and(scope, isNotNull(table.registrationSlot)))
    .orderBy(asc(table.registrationSlot));
  return regs.map(({ checkedInAt, ...r }) => ({
    ...r,
    status: r.status as Registrations[number]['status'],
    checkedIn: checkedInAt !== null,
  }));
}

/** What the staff screen shows: the record, every active registration (with check-in) and the matches. */
export async function staffTournament(db: Database, key: string): Promise<StaffTournament> {
  const t = await tournamentByKey(db, key);
  const [registrations, matches] = await Promise.all([registrationsOf(db, t), loadBracketRows(db, key)]);
  return {
    key: t.key,
    name: t.name,
    format: t.format,
    playerCap: t.playerCap,
    registrationOpen: t.registrationOpen,
    registrationClosed: registrationHasClosed(t, new Date()),
    registrationClosesAt: t.registrationClosesAt.toISOString(),
    checkinOpensAt: t.checkinOpensAt.toISOString(),
    checkinClosesAt: t.checkinClosesAt.toISOString(),
    checkinClosedAt: t.checkinClosedAt?.toISOString() ?? null,
    redemptionSeed: t.redemptionSeed,
    registrations,
    matches: matches.map(toView),
  };
}
