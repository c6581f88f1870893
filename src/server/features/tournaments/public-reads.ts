import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { FOUNDERS_CUP } from '../../../domain/tournaments/enums.ts';
import type { PublicBracket } from '../../../domain/tournaments/registration.ts';
import { checkinIsOpen, registrationIsOpen } from '../../../domain/tournaments/windows.ts';
import type { Database } from '../../db/client.ts';
import { tournamentRegistrations, tournaments } from '../../db/schema/index.ts';
import { loadBracketRows } from '../../tournaments/bracket-store.ts';
import { rosterCounts, tournamentByKey } from '../../tournaments/registrations.ts';
import { dependsOn } from '../../cache/hot-cache.ts';

/** Tables the public bracket reads: its cached body is dropped when one of them changes. */
export const BRACKET_TABLES = dependsOn('tournaments', 'tournament_registrations', 'tournament_bracket_matches');

export async function tournamentView(db: Database, key: string, now = new Date()) {
  const r = await tournamentByKey(db, key);
  const counts = await rosterCounts(db, r);
  return {
    key: r.key,
    name: r.name,
    format: r.format,
    startsAt: r.startsAt.toISOString(),
    playerCap: r.playerCap,
    registrationOpensAt: r.registrationOpensAt.toISOString(),
    registrationClosesAt: r.registrationClosesAt.toISOString(),
    checkinOpensAt: r.checkinOpensAt.toISOString(),
    checkinClosesAt: r.checkinClosesAt.toISOString(),
    registrationOpen: registrationIsOpen(r, now),
    checkinOpen: checkinIsOpen(r, now),
    registeredCount: counts.registered,
    waitlistCount: counts.waitlisted,
  };
}

/** Only the id, Minecraft name and slot of active registrations: never an email, a Discord tag or an account. */
export async function publicRegistrations(db: Database, key: string) {
  const rows = await db
    .select({
      id: tournamentRegistrations.id,
      minecraftUsername: tournamentRegistrations.minecraftUsername,
      registrationSlot: tournamentRegistrations.registrationSlot,
    })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentName, key), isNotNull(tournamentRegistrations.registrationSlot)))
    .orderBy(asc(tournamentRegistrations.registrationSlot));
  return rows.map((r) => ({ ...r, registrationSlot: r.registrationSlot! }));
}

/** The Founders' Cup bracket as one body (the same for everybody, so it is cached). */
export async function publicBracket(db: Database): Promise<PublicBracket> {
  // In parallel: while results come in, every change reloads this, and requests wait for the reload.
  const [[t], registrations, matches] = await Promise.all([
    db.select().from(tournaments).where(eq(tournaments.key, FOUNDERS_CUP)),
    publicRegistrations(db, FOUNDERS_CUP),
    loadBracketRows(db, FOUNDERS_CUP),
  ]);
  const cap = t?.playerCap ?? 16;
  return {
    registeredCount: registrations.filter((r) => r.registrationSlot <= cap).length,
    playerCap: cap,
    registrations,
    matches: matches.map((m) => ({
      id: m.id,
      roundNumber: m.roundNumber,
      matchNumber: m.matchNumber,
      matchStatus: m.matchStatus as PublicBracket['matches'][number]['matchStatus'],
      gamesWonP1: m.gamesWonP1,
      gamesWonP2: m.gamesWonP2,
      isBye: m.isBye,
      player1Id: m.player1Id,
      player2Id: m.player2Id,
      winnerId: m.winnerId,
      outcome: m.outcome as PublicBracket['matches'][number]['outcome'],
    })),
  };
}
