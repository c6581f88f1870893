import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.ts';
import { minecraftAccounts } from './players.ts';
import { createdAt, tz } from './util.ts';

/** One-time in-game codes that link a Minecraft account to a site account. */
export const linkCodes = pgTable(
  'link_codes',
  {
    code: text('code').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    usedByUuid: uuid('used_by_uuid').references(() => minecraftAccounts.uuid),
    createdAt: createdAt(),
  },
  (t) => [index('link_codes_user_idx').on(t.userId)],
);

/** API keys of game servers; only a hash is stored. */
export const gameApiKeys = pgTable('game_api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: tz('last_used_at'),
  revokedAt: tz('revoked_at'),
});

/** Fixed-window request counters, shared by every app instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: tz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [check('rate_limits_count_check', sql`${t.count} >= 0`)],
);
