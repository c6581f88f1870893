import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { MatchOutcome, MatchStatus } from '../../../domain/tournaments/bracket.ts';
import type { StaffTournament } from '../../../domain/tournaments/staff.ts';
import type { Database } from '../../db/client.ts';
import { tournamentRegistrations, tournaments } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { loadBracketRows } from '../../tournaments/bracket-store.ts';

/** What the staff screen shows: the record, every active registration (with check-in) and the matches. */
export async function staffTournament(db: Database, key: string): Promise<StaffTournament> {
  const [t] = await db.select().from(tournaments).where(eq(tournaments.key, key));
  if (!t) throw AppError.notFound('No tournament has this key.');
  const regs = await db
    .select()
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentName, key), isNotNull(tournamentRegistrations.registrationSlot)))
    .orderBy(asc(tournamentRegistrations.registrationSlot));
  const matches = await loadBracketRows(db, key);
  return {
    key: t.key,
    name: t.name,
    format: t.format,
    playerCap: t.playerCap,
    registrationOpen: t.registrationOpen,
    registrationClosesAt: t.registrationClosesAt.toISOString(),
    checkinOpensAt: t.checkinOpensAt.toISOString(),
    checkinClosesAt: t.checkinClosesAt.toISOString(),
    checkinClosedAt: t.checkinClosedAt?.toISOString() ?? null,
    redemptionSeed: t.redemptionSeed,
    registrations: regs.map((r) => ({
      id: r.id,
      minecraftUsername: r.minecraftUsername,
      discordTag: r.discordTag,
      slot: r.registrationSlot,
      status: r.status as StaffTournament['registrations'][number]['status'],
      checkedIn: r.checkedInAt !== null,
    })),
    matches: matches.map((m) => ({
      id: m.id,
      roundNumber: m.roundNumber,
      matchNumber: m.matchNumber,
      matchStatus: m.matchStatus as MatchStatus,
      gamesWonP1: m.gamesWonP1,
      gamesWonP2: m.gamesWonP2,
      isBye: m.isBye,
      player1Id: m.player1Id,
      player2Id: m.player2Id,
      winnerId: m.winnerId,
      outcome: m.outcome as MatchOutcome | null,
    })),
  };
}
