import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { changeRole } from '../staff/change-role.ts';

/** The actor of a role change made with `npm run admin`, as the audit log shows it. */
export const COMMAND_LINE_ACTOR = { id: 'command-line' } as const;

export interface Account {
  id: string;
  name: string;
  discordId: string | null;
  role: string;
}

/** A refusal the command prints as it is, and exits 1. */
export class AdminCommandError extends Error {}

const describe = (a: Account) => `${a.name} (Discord id ${a.discordId ?? 'none'}, ${a.role})`;

/** The one account with this Discord id, or else with this name (any case). */
export async function findAccount(db: Database, who: string): Promise<Account> {
  const columns = { id: user.id, name: user.name, discordId: user.discordId, role: user.role };
  const [byId] = await db.select(columns).from(user).where(eq(user.discordId, who));
  if (byId) return byId;
  const named = await db
    .select(columns)
    .from(user)
    .where(sql`lower(${user.name}) = lower(${who})`)
    .orderBy(asc(user.createdAt));
  if (named.length === 1) return named[0]!;
  if (named.length === 0)
    throw new AdminCommandError(
      `No account has the Discord id or name "${who}". The person signs in on the site once with Discord first.`,
    );
  throw new AdminCommandError(
    `${named.length} accounts are named "${who}"; give the Discord id of the one you mean:\n` +
      named.map((a) => `  ${describe(a)}`).join('\n'),
  );
}

/** Makes the account an admin, through the staff area's own role change (audited, by the command line). */
export async function grantAdmin(db: Database, who: string): Promise<Account> {
  const account = await findAccount(db, who);
  if (account.role === 'admin') throw new AdminCommandError(`${describe(account)} is already an admin.`);
  await changeRole(db, COMMAND_LINE_ACTOR, account.id, 'admin');
  return { ...account, role: 'admin' };
}

/** Makes an admin a player again; the last admin keeps the role (the staff area's rule). */
export async function revokeAdmin(db: Database, who: string): Promise<Account> {
  const account = await findAccount(db, who);
  if (account.role !== 'admin') throw new AdminCommandError(`${describe(account)} is not an admin.`);
  await changeRole(db, COMMAND_LINE_ACTOR, account.id, 'player');
  return { ...account, role: 'player' };
}

/** Admins and staff, admins first. */
export async function listStaff(db: Database): Promise<Account[]> {
  return db
    .select({ id: user.id, name: user.name, discordId: user.discordId, role: user.role })
    .from(user)
    .where(inArray(user.role, ['admin', 'staff']))
    .orderBy(asc(user.role), asc(user.name));
}
