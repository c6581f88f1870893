import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { normalizeLinkCode } from '../../../domain/game/link.ts';
import { WRONG_TRIES_PER_CODE } from '../../../domain/linking/schemas.ts';
import { LINK_BY_NAME_REASONS, LINK_BY_NAME_TEXTS as T } from '../../../domain/linking/texts.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { redeemLinkCode } from '../../players/redeem-link-code.ts';
import { dropCodeRequests } from './request-code-in-game.ts';

/** The user's live code sent in game (unused, not expired), for a dialog opened again. */
export async function currentCodeRequest(db: Database, userId: string) {
  const { rows } = await db.execute<{ name: string; expires_at: Date }>(sql`
    select r.player_name as name, c.expires_at from link_code_requests r join link_codes c on c.code = r.code
    where r.user_id = ${userId} and c.used_at is null and c.expires_at > now() order by r.created_at desc limit 1`);
  const row = rows[0];
  return { request: row ? { name: row.name, expires_at: new Date(row.expires_at).toISOString() } : null };
}

/** Equal-length digests compared in constant time: the answer's timing tells nothing about the code. */
const sameCode = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

type Pending = {
  code: string;
  player_uuid: string;
  player_name: string;
  wrong_tries: number;
  used: boolean;
  expired: boolean;
};

/**
 * Linking without a mod, step 2: the code the player read in game, typed on the site. Only the user's
 * latest request counts; a wrong code is counted and the code dropped at WRONG_TRIES_PER_CODE.
 */
export async function verifyCodeFromGame(db: Database, userId: string, typed: string) {
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<Pending>(sql`
      select r.code, r.player_uuid::text as player_uuid, r.player_name, r.wrong_tries,
             c.used_at is not null as used, c.expires_at <= now() as expired
      from link_code_requests r join link_codes c on c.code = r.code
      where r.user_id = ${userId} order by r.created_at desc limit 1 for update of r`);
    const pending = rows[0];
    if (!pending) return { error: AppError.notFound(T.noCode) };
    if (pending.used) return { error: AppError.conflict(T.used) };
    if (pending.expired) return { error: AppError.conflict(T.expired) };
    if (sameCode(normalizeLinkCode(typed), pending.code)) return { pending };
    // Written before answering: the count must hold even though the answer is an error.
    if (pending.wrong_tries + 1 >= WRONG_TRIES_PER_CODE) {
      await dropCodeRequests(tx, userId);
      return { error: AppError.conflict(T.tooManyWrong) };
    }
    await tx.execute(sql`update link_code_requests set wrong_tries = wrong_tries + 1 where code = ${pending.code}`);
    return { error: AppError.invalid(T.wrongCode, { code: T.wrongCode }, LINK_BY_NAME_REASONS.wrongCode) };
  });
  if (outcome.error) throw outcome.error;
  const { pending } = outcome;
  // The one way an account is linked, shared with the game API's /link (players/redeem-link-code.ts).
  const linked = await redeemLinkCode(db, { code: pending.code, uuid: pending.player_uuid, name: pending.player_name });
  return { uuid: linked.uuid, name: linked.name, linked_at: linked.linked_at };
}
