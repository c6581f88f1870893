import type { TeamValidator } from '@pkmn/sim';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DoublesRegistration, MyDoubles } from '../../../domain/tournaments/team-sheet-api.ts';
import { type DoublesRegistrationInput } from '../../../domain/tournaments/team-sheet.ts';
import { DOUBLES_MESSAGES } from '../../../domain/tournaments/team-sheet-text.ts';
import { REGISTRATION_CLOSED_REASON } from '../../../domain/tournaments/registration.ts';
import { registrationIsOpen } from '../../../domain/tournaments/windows.ts';
import { MID_SEASON_DOUBLES } from '../../../domain/tournaments/enums.ts';
import type { Database } from '../../db/client.ts';
import { doublesRegistrations, user } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { AppError, invalidInput } from '../../http/errors.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { enterTournament, entryOf } from '../../tournaments/entries.ts';
import { registrant } from '../../tournaments/registrant.ts';
import { lockTournament } from '../../tournaments/registrations.ts';
import { checkTeam } from './team-check.ts';

type Row = typeof doublesRegistrations.$inferSelect;

export function registrationView(r: Row): DoublesRegistration {
  return {
    discordTag: r.discordTag,
    email: r.email,
    timezone: r.timezone,
    team: r.team,
    teraPokemonSlot: r.teraPokemonSlot,
    teraType: r.teraType as DoublesRegistration['teraType'],
    rulesAgreement: r.rulesAgreement,
    checkinAgreement: r.checkinAgreement,
    privacyAgreement: r.privacyAgreement,
    createdAt: r.createdAt.toISOString(),
    ...entryOf(r),
  };
}

export async function myDoubles(db: Database, me: SessionUser): Promise<MyDoubles> {
  const [row] = await db.select().from(doublesRegistrations).where(eq(doublesRegistrations.userId, me.id));
  const mc = await linkedMinecraft(db, me.id);
  return {
    registration: row ? registrationView(row) : null,
    prefill: { minecraftUsername: mc?.name ?? null, discordTag: me.name },
  };
}

/** The sheet's columns after the Pokémon data check: names as the data spells them. */
function checkedColumns(v: TeamValidator, input: DoublesRegistrationInput) {
  const { problems, team } = checkTeam(v, input.team);
  if (Object.keys(problems).length > 0) throw invalidInput(problems);
  return {
    timezone: input.timezone,
    team,
    teraPokemonSlot: input.teraPokemonSlot,
    teraType: input.teraType,
    rulesAgreement: input.rulesAgreement,
    checkinAgreement: input.checkinAgreement,
    privacyAgreement: input.privacyAgreement,
  };
}

/**
 * Registers a team through the shared registration rules (src/server/tournaments/entries.ts): a slot, registered
 * up to the cap and waitlisted after it. One registration per account: a team that withdrew or was dropped
 * registers again in its own row and joins at the back. The Minecraft name is the linked account's, the Discord
 * tag the session's (409 unlinked), the email the account's, never the form's.
 */
export async function registerTeam(
  db: Database,
  v: TeamValidator,
  me: SessionUser,
  input: DoublesRegistrationInput,
): Promise<DoublesRegistration> {
  const columns = checkedColumns(v, input);
  return enterTournament(db, MID_SEASON_DOUBLES, me.id, { closed: DOUBLES_MESSAGES.closed }, async (tx, _t, p) => {
    const { minecraftUsername, discordTag } = await registrant(tx, me);
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, me.id));
    const values = {
      ...columns,
      minecraftUsername,
      discordTag,
      email: account!.email,
      registrationSlot: p.slot,
      status: p.status,
      checkedInAt: null,
    };
    const [row] = p.existingId
      ? await tx.update(doublesRegistrations).set(values).where(eq(doublesRegistrations.id, p.existingId)).returning()
      : await tx
          .insert(doublesRegistrations)
          .values({ ...values, userId: me.id })
          .returning();
    return registrationView(row!);
  });
}

/** Updates the caller's own registered or waitlisted team in place (same id); another account's id is not found. */
export async function updateTeam(
  db: Database,
  v: TeamValidator,
  me: SessionUser,
  id: string,
  input: DoublesRegistrationInput,
): Promise<DoublesRegistration> {
  const columns = checkedColumns(v, input);
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, MID_SEASON_DOUBLES);
    const own = and(
      eq(doublesRegistrations.id, id),
      eq(doublesRegistrations.userId, me.id),
      isNotNull(doublesRegistrations.registrationSlot),
    );
    const [row] = await tx.select({ id: doublesRegistrations.id }).from(doublesRegistrations).where(own);
    if (!row) throw AppError.notFound('No such registration of yours.');
    if (!registrationIsOpen(t, new Date()))
      throw AppError.conflict(DOUBLES_MESSAGES.closed, REGISTRATION_CLOSED_REASON);
    const { minecraftUsername, discordTag } = await registrant(tx, me);
    const [updated] = await tx
      .update(doublesRegistrations)
      .set({ ...columns, minecraftUsername, discordTag })
      .where(own)
      .returning();
    return registrationView(updated!);
  });
}
