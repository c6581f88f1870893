import type { TeamValidator } from '@pkmn/sim';
import { and, eq, sql } from 'drizzle-orm';
import type { DoublesRegistration, MyDoubles } from '../../../domain/tournaments/team-sheet-api.ts';
import { type DoublesRegistrationInput } from '../../../domain/tournaments/team-sheet.ts';
import { DOUBLES_MESSAGES } from '../../../domain/tournaments/team-sheet-text.ts';
import { registrationIsOpen } from '../../../domain/tournaments/windows.ts';
import type { Database, Tx } from '../../db/client.ts';
import { doublesRegistrations, user } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { AppError, conflictOnUnique, invalidInput } from '../../http/errors.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { registrant } from '../../tournaments/registrant.ts';
import { checkTeam } from './team-check.ts';
import { loadDoubles } from './tournament-state.ts';

type Row = typeof doublesRegistrations.$inferSelect;

export function registrationView(r: Row): DoublesRegistration {
  return {
    id: r.id,
    minecraftUsername: r.minecraftUsername,
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

const registrantColumns = async (db: Tx, me: SessionUser) => {
  const { minecraftUsername, discordTag } = await registrant(db, me);
  return { minecraftUsername, discordTag };
};

/** One team per account; the Minecraft name is the linked account's, the Discord tag the session's (409 unlinked). */
export async function registerTeam(
  db: Database,
  v: TeamValidator,
  me: SessionUser,
  input: DoublesRegistrationInput,
): Promise<DoublesRegistration> {
  const columns = checkedColumns(v, input);
  try {
    return await db.transaction(async (tx) => {
      const t = await loadDoubles(tx, true);
      if (!registrationIsOpen(t, new Date())) throw AppError.conflict(DOUBLES_MESSAGES.closed);
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(doublesRegistrations);
      const [mine] = await tx
        .select({ id: doublesRegistrations.id })
        .from(doublesRegistrations)
        .where(eq(doublesRegistrations.userId, me.id));
      if (mine) throw AppError.conflict(DOUBLES_MESSAGES.already);
      if ((count?.n ?? 0) >= t.playerCap) throw AppError.conflict(DOUBLES_MESSAGES.full);
      const names = await registrantColumns(tx, me);
      // The email is the account's, never the form's.
      const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, me.id));
      const [row] = await tx
        .insert(doublesRegistrations)
        .values({ ...columns, ...names, userId: me.id, email: account!.email })
        .returning();
      return registrationView(row!);
    });
  } catch (err) {
    throw conflictOnUnique(err, DOUBLES_MESSAGES.already) ?? err;
  }
}

/** Updates the caller's own registration in place (same id); another account's id is not found. */
export async function updateTeam(
  db: Database,
  v: TeamValidator,
  me: SessionUser,
  id: string,
  input: DoublesRegistrationInput,
): Promise<DoublesRegistration> {
  const columns = checkedColumns(v, input);
  return db.transaction(async (tx) => {
    const t = await loadDoubles(tx);
    const own = and(eq(doublesRegistrations.id, id), eq(doublesRegistrations.userId, me.id));
    const [row] = await tx.select({ id: doublesRegistrations.id }).from(doublesRegistrations).where(own);
    if (!row) throw AppError.notFound('No such registration of yours.');
    if (!registrationIsOpen(t, new Date())) throw AppError.conflict(DOUBLES_MESSAGES.closed);
    const names = await registrantColumns(tx, me);
    const [updated] = await tx
      .update(doublesRegistrations)
      .set({ ...columns, ...names })
      .where(own)
      .returning();
    return registrationView(updated!);
  });
}
