import { eq } from 'drizzle-orm';
import {
  TOURNAMENT_DATE_FIELDS,
  windowProblem,
  type TournamentDates,
  type TournamentDatesInput,
} from '../../../domain/tournaments/staff-dates.ts';
import type { Database } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { lockTournament, tournamentByKey, type TournamentRow } from '../../tournaments/registrations.ts';

const datesOf = (t: TournamentRow): TournamentDates => ({
  startsAt: t.startsAt,
  registrationOpensAt: t.registrationOpensAt,
  registrationClosesAt: t.registrationClosesAt,
  checkinOpensAt: t.checkinOpensAt,
  checkinClosesAt: t.checkinClosesAt,
});

const iso = (d: TournamentDates) =>
  Object.fromEntries(TOURNAMENT_DATE_FIELDS.map((f) => [f, d[f].toISOString()])) as Record<
    keyof TournamentDates,
    string
  >;

/**
 * Staff move a tournament's dates. The record is the one source of them: the sign-up rules, the tournament pages
 * and the home countdown read it, and the change feed brings the change to every open page.
 */
export async function setTournamentDates(
  db: Database,
  actor: { id: string },
  key: string,
  input: TournamentDatesInput,
) {
  return db.transaction(async (tx) => {
    const before = datesOf(await lockTournament(tx, key));
    const after = { ...before };
    for (const f of TOURNAMENT_DATE_FIELDS) if (input[f] !== undefined) after[f] = new Date(input[f]);
    const problem = windowProblem(after);
    if (problem) throw AppError.invalid(problem.message, { [problem.field]: problem.message });
    await tx.update(tournaments).set(after).where(eq(tournaments.key, key));
    await recordAudit(tx, {
      actor,
      action: 'tournament.dates',
      target: { table: 'tournaments', id: key },
      before: iso(before),
      after: iso(after),
    });
    return iso(after);
  });
}

/** A tournament's five dates, as staff edit them. */
export const tournamentDates = async (db: Database, key: string) => iso(datesOf(await tournamentByKey(db, key)));
