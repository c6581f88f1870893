import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH, linkCommand } from '../../../domain/game/link.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

export function generateLinkCode(): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i++) code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code;
}

/**
 * A new single-use code for a signed-in user. Earlier unused codes of the user are dropped, so one
 * code at most is live per user and way: fewer live codes, less for a guesser to hit. A code sent in
 * game (link_code_requests) stays: the dialog asks for a /link code each time it opens.
 */
export async function createLinkCode(db: Database, userId: string, ttlMinutes: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from "user" where id = ${userId} for no key update`);
    const linked = (
      await tx.execute<{ name: string }>(sql`select name from minecraft_accounts where user_id = ${userId}`)
    ).rows[0];
    if (linked) throw AppError.conflict(`Your account is already linked to the Minecraft account ${linked.name}.`);
    await tx.execute(sql`
      delete from link_codes where user_id = ${userId} and used_at is null
        and code not in (select code from link_code_requests where user_id = ${userId})`);
    for (;;) {
      const code = generateLinkCode();
      const { rows } = await tx.execute<{ expires_at: Date }>(sql`
        insert into link_codes (code, user_id, expires_at) values (${code}, ${userId}, now() + make_interval(mins => ${ttlMinutes}))
        on conflict (code) do nothing returning expires_at`);
      // A collision among 2^50 codes is next to impossible; draw again if it happens.
      if (rows[0]) return { code, command: linkCommand(code), expires_at: new Date(rows[0].expires_at).toISOString() };
    }
  });
}
