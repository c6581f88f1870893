import { createHash, randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { gameApiKeys } from '../db/schema/index.ts';

// API keys of game servers. The full key is shown once at creation; only its SHA-256 is stored
// (a fast hash is enough: the key is 256 random bits, so there is nothing to brute-force).

const KEY_MARK = 'cgk_';
const PREFIX_LENGTH = KEY_MARK.length + 8;
const TOUCH_AFTER_SECONDS = 60;

export function hashGameApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface GameApiKeyInfo {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export async function createGameApiKey(db: Tx, name: string): Promise<GameApiKeyInfo & { key: string }> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 100) throw new Error('A key needs a name of 1-100 characters.');
  const key = KEY_MARK + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(gameApiKeys)
    .values({ name: trimmed, prefix: key.slice(0, PREFIX_LENGTH), keyHash: hashGameApiKey(key) })
    .returning();
  return { ...info(row!), key };
}

export async function listGameApiKeys(db: Tx): Promise<GameApiKeyInfo[]> {
  const rows = await db.select().from(gameApiKeys).orderBy(desc(gameApiKeys.createdAt));
  return rows.map(info);
}

/** Revokes by id or by the prefix shown in the list; returns the key, or null when none matched. */
export async function revokeGameApiKey(db: Tx, idOrPrefix: string): Promise<GameApiKeyInfo | null> {
  const isId = /^[0-9a-f-]{36}$/i.test(idOrPrefix);
  const found = await db
    .select()
    .from(gameApiKeys)
    .where(isId ? eq(gameApiKeys.id, idOrPrefix) : eq(gameApiKeys.prefix, idOrPrefix));
  if (found.length !== 1) {
    if (found.length > 1) throw new Error(`"${idOrPrefix}" matches ${found.length} keys; revoke by id.`);
    return null;
  }
  const [row] = await db
    .update(gameApiKeys)
    .set({ revokedAt: sql`coalesce(${gameApiKeys.revokedAt}, now())` })
    .where(eq(gameApiKeys.id, found[0]!.id))
    .returning();
  trusted.get(db)?.delete(row!.keyHash);
  return info(row!);
}

/**
 * How long a valid key is trusted without asking the database again: a revocation (from another
 * process, such as the key tool) takes effect within this time. One lookup per key and interval
 * instead of one per request; wrong keys are never cached, so they are always looked up.
 */
export const KEY_CACHE_MS = 2_000;

type Caller = { id: string; name: string };
const trusted = new WeakMap<Tx, Map<string, { caller: Caller; until: number }>>();

/** The active key with this secret, or null. Records its use at most once a minute to spare writes. */
export async function authenticateGameApiKey(db: Tx, key: string): Promise<Caller | null> {
  const hash = hashGameApiKey(key);
  let cache = trusted.get(db);
  if (!cache) trusted.set(db, (cache = new Map()));
  const hit = cache.get(hash);
  if (hit && hit.until > Date.now()) return hit.caller;
  cache.delete(hash);
  const { rows } = await db.execute<Caller & { stale: boolean }>(sql`
    select id, name, (last_used_at is null or last_used_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})) as stale
    from game_api_keys where key_hash = ${hash} and revoked_at is null`);
  const row = rows[0];
  if (!row) return null;
  if (row.stale)
    await db
      .update(gameApiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(gameApiKeys.id, row.id));
  const caller = { id: row.id, name: row.name };
  cache.set(hash, { caller, until: Date.now() + KEY_CACHE_MS });
  return caller;
}

function info(row: typeof gameApiKeys.$inferSelect): GameApiKeyInfo {
  const { id, name, prefix, createdAt, lastUsedAt, revokedAt } = row;
  return { id, name, prefix, createdAt, lastUsedAt, revokedAt };
}
