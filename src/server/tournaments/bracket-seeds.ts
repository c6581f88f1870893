import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { registrationHasClosed } from '../../domain/tournaments/windows.ts';
import type { Tx } from '../db/client.ts';
import { doublesRegistrations, tournamentRegistrations } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import type { TournamentRow } from './registrations.ts';

// Who is seeded into round 1, best seed first. The Founders' Cup seeds its checked-in registered
// players by slot. The doubles showdown has no slots and no check-in: its teams are seeded in
// registration order, the first `playerCap`, once registration has closed.

/** The doubles teams in registration order (the order they are seeded in). */
export const doublesTeams = (tx: Tx) =>
  tx
    .select({
      id: doublesRegistrations.id,
      minecraftUsername: doublesRegistrations.minecraftUsername,
      discordTag: doublesRegistrations.discordTag,
    })
    .from(doublesRegistrations)
    .orderBy(asc(doublesRegistrations.createdAt), asc(doublesRegistrations.id));

export async function seedsOf(tx: Tx, t: TournamentRow): Promise<string[]> {
  if (t.format === 'doubles') {
    if (!registrationHasClosed(t, new Date()))
      throw AppError.conflict('The bracket can be generated once registration has closed.');
    return (await doublesTeams(tx)).slice(0, t.playerCap).map((r) => r.id);
  }
  const rows = await tx
    .select({ id: tournamentRegistrations.id })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournamentName, t.key),
        eq(tournamentRegistrations.status, 'registered'),
        isNotNull(tournamentRegistrations.checkedInAt),
      ),
    )
    .orderBy(asc(tournamentRegistrations.registrationSlot));
  return rows.map((r) => r.id);
}
