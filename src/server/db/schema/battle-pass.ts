import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BATTLE_PASS_LEVELS,
  BATTLE_PASS_TRACKS,
  type BattlePassReward,
  type BattlePassTrack,
} from '../../../domain/battle-pass/rewards.ts';
import { user } from './auth.ts';
import { accountRef } from './players.ts';
import { seasonRef } from './seasons.ts';
import { deliveryActions } from './shop.ts';
import { createdAt, oneOf, tz } from './util.ts';

/**
 * A season's battle pass reward as staff set it; a level and track without a row has the league's own
 * reward (src/domain/battle-pass/league-rewards.ts).
 */
export const battlePassRewards = pgTable(
  'battle_pass_rewards',
  {
    season: seasonRef(),
    level: integer('level').notNull(),
    track: text('track').$type<BattlePassTrack>().notNull(),
    reward: jsonb('reward').$type<BattlePassReward>().notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.level, t.track] }),
    check('battle_pass_rewards_level_check', sql`${t.level} between 1 and ${sql.raw(String(BATTLE_PASS_LEVELS))}`),
    check('battle_pass_rewards_track_check', oneOf(t.track, BATTLE_PASS_TRACKS)),
  ],
);

/** A reward a player claimed: once per season, level and track; its delivery is queued with it. */
export const battlePassClaims = pgTable(
  'battle_pass_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    season: seasonRef(),
    playerUuid: accountRef('player_uuid'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    level: integer('level').notNull(),
    track: text('track').$type<BattlePassTrack>().notNull(),
    /** The reward as it was when claimed: a later staff edit does not change what was delivered. */
    reward: jsonb('reward').$type<BattlePassReward>().notNull(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveryActions.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('battle_pass_claims_once_idx').on(t.season, t.playerUuid, t.level, t.track),
    check('battle_pass_claims_level_check', sql`${t.level} between 1 and ${sql.raw(String(BATTLE_PASS_LEVELS))}`),
    check('battle_pass_claims_track_check', oneOf(t.track, BATTLE_PASS_TRACKS)),
  ],
);
