import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { linkCodes } from './platform.ts';
import { deliveryActions } from './shop.ts';
import { createdAt } from './util.ts';

/**
 * Linking without a mod: a site account asked for a code to be told in game to the player online
 * under a name; the code itself (expiry, use) is a row of link_codes, so linking goes through the
 * game API's redeem. Dropping the code (replaced, too many wrong tries) drops the request.
 */
export const linkCodeRequests = pgTable(
  'link_code_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .unique()
      .references(() => linkCodes.code, { onDelete: 'cascade' }),
    /** The player the code was sent to: the only account this code may link. */
    playerUuid: uuid('player_uuid').notNull(),
    playerName: text('player_name').notNull(),
    /** The link_code delivery that tells the code, cancelled when the request is replaced or used. */
    deliveryActionId: uuid('delivery_action_id').references(() => deliveryActions.id, { onDelete: 'set null' }),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('link_code_requests_user_idx').on(t.userId)],
);
