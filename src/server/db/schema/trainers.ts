import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef } from './players.ts';
import { tz } from './util.ts';

/**
 * A name a Minecraft account had before it was renamed, written by a trigger on minecraft_accounts (migration 0027):
 * the old address of a trainer's profile redirects to the account's current name.
 */
export const trainerNames = pgTable(
  'trainer_names',
  {
    name: text('name').notNull(),
    playerUuid: accountRef('player_uuid'),
    until: tz('until').notNull().defaultNow(),
  },
  (t) => [index('trainer_names_name_idx').using('btree', sql`lower(${t.name})`, t.until.desc())],
);
