import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './util.ts';

/** The server lists the vote page links to, in `position` order; staff edit them (src/server/features/vote). */
export const voteSites = pgTable(
  'vote_sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    rewardNote: text('reward_note'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('vote_sites_url_unique').on(t.url),
    index('vote_sites_position_idx').on(t.position, t.id),
    // The page opens these in a new tab: never anything but an https link, whatever writes the row.
    check('vote_sites_url_check', sql`${t.url} like 'https://%'`),
  ],
);
