import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface Trainer {
  uuid: string;
  name: string;
  userId: string | null;
}

/**
 * The account a profile address names, in any case: the account that has the name now, else the account that had
 * it last (renamed: the caller redirects to its current name), else null (unknown).
 */
export async function findTrainer(db: Tx, name: string): Promise<{ trainer: Trainer } | { renamedTo: string } | null> {
  const { rows } = await db.execute<{ uuid: string; name: string; user_id: string | null }>(sql`
    select uuid, name, user_id from minecraft_accounts where lower(name) = lower(${name})
    order by last_seen_at desc nulls last limit 1`);
  const [row] = rows;
  if (row) return { trainer: { uuid: row.uuid, name: row.name, userId: row.user_id } };
  const { rows: renamed } = await db.execute<{ name: string }>(sql`
    select m.name from trainer_names t join minecraft_accounts m on m.uuid = t.player_uuid
    where lower(t.name) = lower(${name}) order by t.until desc limit 1`);
  return renamed[0] ? { renamedTo: renamed[0].name } : null;
}

/** Current names that start with `query`, in any case, alphabetically: the trainer search. */
export async function searchTrainers(db: Tx, query: string): Promise<string[]> {
  const prefix = query.trim().toLowerCase();
  if (!prefix) return [];
  // A range over the lower(name) index: every name from the prefix up to the prefix followed by the last character.
  const { rows } = await db.execute<{ name: string }>(sql`
    select name from minecraft_accounts
    where lower(name) >= ${prefix} and lower(name) < ${prefix + '\u{10FFFF}'}
    order by lower(name) limit 8`);
  return rows.map((r) => r.name);
}
