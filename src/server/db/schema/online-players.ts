import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { gameApiKeys } from './platform.ts';
import { tz } from './util.ts';

/**
 * Who is on a game server now, as its last POST /online said (the bridge sends `list` every 30 s).
 * Each report replaces the reporting key's rows; a row not confirmed for 2 minutes is stale (the
 * bridge stopped), so readers count only fresh rows: see players/online-players.ts.
 */
export const onlinePlayers = pgTable(
  'online_players',
  {
    uuid: uuid('uuid').primaryKey(),
    name: text('name').notNull(),
    gameApiKeyId: uuid('game_api_key_id')
      .notNull()
      .references(() => gameApiKeys.id, { onDelete: 'cascade' }),
    onlineSince: tz('online_since').notNull().defaultNow(),
    seenAt: tz('seen_at').notNull().defaultNow(),
  },
  // Looked up by name as a player types it (names are case-insensitive in game).
  (t) => [
    index('online_players_name_idx').on(sql`lower(${t.name})`),
    index('online_players_key_idx').on(t.gameApiKeyId),
  ],
);
