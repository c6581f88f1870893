import { sql } from 'drizzle-orm';
import { LIMIT_WINDOW_SECONDS, REQUESTS_PER_ACCOUNT, REQUESTS_PER_NAME } from '../../../domain/linking/schemas.ts';
import { LINK_BY_NAME_REASONS, LINK_BY_NAME_TEXTS as T } from '../../../domain/linking/texts.ts';
import type { Database, Tx } from '../../db/client.ts';
import { enqueueDeliveries } from '../../deliveries/delivery-queue.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { onlinePlayerNamed } from '../../players/online-players.ts';
import { generateLinkCode } from './create-link-code.ts';

/** Drops the user's earlier requests (their codes, and the deliveries that would still tell them). */
export async function dropCodeRequests(tx: Tx, userId: string) {
  await tx.execute(sql`
    update delivery_actions set status = 'cancelled' where status = 'pending' and id in (
      select delivery_action_id from link_code_requests where user_id = ${userId})`);
  await tx.execute(sql`
    delete from link_codes where used_at is null and code in (select code from link_code_requests where user_id = ${userId})`);
}

async function linkedName(tx: Tx, where: ReturnType<typeof sql>) {
  return (
    await tx.execute<{ name: string; user_id: string | null }>(
      sql`select name, user_id from minecraft_accounts where ${where}`,
    )
  ).rows[0];
}

/**
 * Linking without a mod, step 1: the player online now under `name` is told a new single-use code in
 * game (a link_code delivery the bridge runs as tellraw). The code is a link_codes row of this user, so
 * step 2 links through the game API's redeem; the request binds it to that player's UUID.
 */
export async function requestCodeInGame(db: Database, userId: string, name: string, ttlMinutes: number) {
  if ((await hitRateLimit(db, `link-request:${userId}`, LIMIT_WINDOW_SECONDS)) > REQUESTS_PER_ACCOUNT)
    throw new AppError('rate_limited', T.tooManyRequests);
  const own = await linkedName(db, sql`user_id = ${userId}`);
  if (own) throw AppError.conflict(T.alreadyLinked(own.name));
  const player = await onlinePlayerNamed(db, name);
  if (!player) throw AppError.conflict(T.notOnline(name), LINK_BY_NAME_REASONS.notOnline);
  const taken = await linkedName(db, sql`uuid = ${player.uuid}`);
  if (taken?.user_id) throw AppError.conflict(T.takenName(player.name));
  // Counted only when a code would be sent: it keeps anyone from flooding one player's chat.
  if ((await hitRateLimit(db, `link-request-name:${player.uuid}`, LIMIT_WINDOW_SECONDS)) > REQUESTS_PER_NAME)
    throw new AppError('rate_limited', T.tooManyForName(player.name));

  return db.transaction(async (tx) => {
    // Serialises this user's requests, and with redeem, which locks the same row.
    await tx.execute(sql`select id from "user" where id = ${userId} for no key update`);
    await dropCodeRequests(tx, userId);
    for (;;) {
      const code = generateLinkCode();
      const { rows } = await tx.execute<{ expires_at: Date }>(sql`
        insert into link_codes (code, user_id, expires_at) values (${code}, ${userId}, now() + make_interval(mins => ${ttlMinutes}))
        on conflict (code) do nothing returning expires_at`);
      if (!rows[0]) continue; // a collision among 2^50 codes: draw again
      const expiresAt = new Date(rows[0].expires_at).toISOString();
      const [deliveryId] = await enqueueDeliveries(tx, [
        { kind: 'link_code', playerUuid: player.uuid, payload: { code, expires_at: expiresAt }, requiresOnline: true },
      ]);
      await tx.execute(sql`
        insert into link_code_requests (user_id, code, player_uuid, player_name, delivery_action_id)
        values (${userId}, ${code}, ${player.uuid}, ${player.name}, ${deliveryId})`);
      return { name: player.name, expires_at: expiresAt };
    }
  });
}
