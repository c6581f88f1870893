import { sql } from 'drizzle-orm';
import { normalizeLinkCode } from '../../domain/game/link.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { upsertMinecraftAccounts } from './minecraft-accounts.ts';

interface Redeem {
  code: string;
  uuid: string;
  name: string;
}

/** Links the Minecraft account that typed `/link CODE` to the site account that asked for the code. */
export async function redeemLinkCode(db: Database, input: Redeem) {
  return db.transaction(async (tx) => {
    await upsertMinecraftAccounts(tx, [{ uuid: input.uuid, name: input.name }]);
    const { rows } = await tx.execute<{ user_id: string; used: boolean; expired: boolean }>(sql`
      select user_id, used_at is not null as used, expires_at <= now() as expired
      from link_codes where code = ${normalizeLinkCode(input.code)} for update`);
    const code = rows[0];
    if (!code) throw AppError.notFound('Unknown link code. Check the code shown on the site and try again.');
    if (code.used) throw AppError.conflict('This link code has already been used. Ask the site for a new one.');
    if (code.expired) throw AppError.conflict('This link code has expired. Ask the site for a new one.');

    // Locking the site account serialises two codes of one user redeemed at the same moment.
    const user = (
      await tx.execute<{ id: string; name: string }>(
        sql`select id, name from "user" where id = ${code.user_id} for no key update`,
      )
    ).rows[0]!;
    const mc = (
      await tx.execute<{ user_id: string | null }>(
        sql`select user_id from minecraft_accounts where uuid = ${input.uuid}`,
      )
    ).rows[0]!;
    if (mc.user_id === user.id)
      throw AppError.conflict('This Minecraft account is already linked to this site account.');
    if (mc.user_id) throw AppError.conflict('This Minecraft account is already linked to another site account.');
    const other = (
      await tx.execute<{ name: string }>(sql`select name from minecraft_accounts where user_id = ${user.id}`)
    ).rows[0];
    if (other) throw AppError.conflict(`This site account is already linked to the Minecraft account ${other.name}.`);

    const linked = await tx.execute<{ uuid: string; name: string; linked_at: Date }>(sql`
      update minecraft_accounts set user_id = ${user.id}, linked_at = now() where uuid = ${input.uuid}
      returning uuid, name, linked_at`);
    await tx.execute(
      sql`update link_codes set used_at = now(), used_by_uuid = ${input.uuid} where code = ${normalizeLinkCode(input.code)}`,
    );
    const row = linked.rows[0]!;
    return {
      uuid: row.uuid,
      name: row.name,
      linked_at: new Date(row.linked_at).toISOString(),
      site_user: { id: user.id, name: user.name },
    };
  });
}
