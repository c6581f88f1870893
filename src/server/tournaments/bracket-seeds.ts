import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { registrationHasClosed } from '../../domain/tournaments/windows.ts';
import type { Tx } from '../db/client.ts';
import { doublesRegistrations } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { rosterOf, type TournamentRow } from './registrations.ts';

// Who is seeded into round 1, best seed first: both tournaments seed their checked-in registered players (or
// teams) by slot. The doubles bracket is drawn once registration has closed (its teams are private before).

/** The doubles teams that hold a slot (registered, then waitlisted), by slot. */
export const doublesTeams = (tx: Tx) =>
  tx
    .select({
      id: doublesRegistrations.id,
      minecraftUsername: doublesRegistrations.minecraftUsername,
      slot: doublesRegistrations.registrationSlot,
      status: doublesRegistrations.status,
    })
    .from(doublesRegistrations)
    .where(isNotNull(doublesRegistrations.registrationSlot))
    .orderBy(asc(doublesRegistrations.registrationSlot));

export async function seedsOf(tx: Tx, t: TournamentRow): Promise<string[]> {
  if (t.format === 'doubles' && !registrationHasClosed(t, new Date()))
    throw AppError.conflict('The bracket can be generated once registration has closed.');
  const { table, scope } = rosterOf(t);
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(scope, eq(table.status, 'registered'), isNotNull(table.checkedInAt)))
    .orderBy(asc(table.registrationSlot));
  return rows.map((r) => r.id);
}
