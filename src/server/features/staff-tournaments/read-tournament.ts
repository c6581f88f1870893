import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { StaffTournament } from '../../../domain/tournaments/staff.ts';
import { registrationHasClosed } from '../../../domain/tournaments/windows.ts';
import type { Database } from '../../db/client.ts';
import { tournamentRegistrations } from '../../db/schema/index.ts';
import { doublesTeams } from '../../tournaments/bracket-seeds.ts';
import { loadBracketRows, toView } from '../../tournaments/bracket-store.ts';
import { tournamentByKey, type TournamentRow } from '../../tournaments/registrations.ts';

type Registrations = StaffTournament['registrations'];

/** Active Founders' Cup registrations by slot, with check-in. */
async function players(db: Database, key: string): Promise<Registrations> {
  const regs = await db
    .select()
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentName, key), isNotNull(tournamentRegistrations.registrationSlot)))
    .orderBy(asc(tournamentRegistrations.registrationSlot));
  return regs.map((r) => ({
    id: r.id,
    minecraftUsername: r.minecraftUsername,
    discordTag: r.discordTag,
    slot: r.registrationSlot,
    status: r.status as Registrations[number]['status'],
    checkedIn: r.checkedInAt !== null,
  }));
}

/** Doubles teams in registration order (their seeds); there is no check-in. */
async function teams(db: Database, t: TournamentRow): Promise<Registrations> {
  return (await doublesTeams(db)).map((r, i) => ({
    ...r,
    slot: i + 1,
    status: i < t.playerCap ? ('registered' as const) : ('waitlisted' as const),
    checkedIn: false,
  }));
}

/** What the staff screen shows: the record, every active registration (with check-in) and the matches. */
export async function staffTournament(db: Database, key: string): Promise<StaffTournament> {
  const t = await tournamentByKey(db, key);
  const [registrations, matches] = await Promise.all([
    t.format === 'doubles' ? teams(db, t) : players(db, key),
    loadBracketRows(db, key),
  ]);
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
