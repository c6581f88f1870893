import { z } from 'zod';
import { DELIVERY_KINDS, DELIVERY_STATUSES, type DeliveryKind } from '../shop/enums.ts';
import { plainText, scheduledAt } from '../shared/inputs.ts';

// Typed in-game actions the game server carries out for purchases. Payloads are loose objects:
// the shop may add fields (e.g. its item id) that the mod can ignore.

const quantity = z.number().int().min(1).max(10_000);
const minutes = z.number().int().min(1).max(525_600).nullable();

export const DELIVERY_PAYLOADS = {
  /** until null: the rank does not expire. */
  grant_rank: z.looseObject({ rank: plainText('The rank').min(1).max(64), until: scheduledAt('until').nullable() }),
  revoke_rank: z.looseObject({ rank: plainText('The rank').min(1).max(64) }),
  crate_keys: z.looseObject({ crate: plainText('The crate').min(1).max(64), quantity }),
  boost: z.looseObject({
    boost: plainText('The boost').min(1).max(64),
    multiplier: z.number().positive().optional(),
    minutes: z.number().int().positive().optional(),
    quantity: quantity.default(1),
  }),
  gym_tokens: z.looseObject({ quantity }),
  battle_pass: z.looseObject({ season: z.number().int().min(1), premium: z.boolean().default(true) }),
  /** Votes added to the server's vote party counter. */
  vote_party: z.looseObject({ votes: quantity }),
  /** Uses of the shiny transformation (turns one of the player's Pokémon shiny per use). */
  shiny_transform: z.looseObject({ uses: quantity }),
  /** Uses of the pokéball changer (moves a Pokémon into another ball per use). */
  pokeball_changer: z.looseObject({ uses: quantity }),
  /** Lift the player's ban (an accepted ban appeal). */
  pardon: z.looseObject({ reason: plainText('The reason').min(1).max(500) }),
  /** Warn the player (a player report); duration_minutes null: the warning does not expire. */
  warn: z.looseObject({ reason: plainText('The reason').min(1).max(500), duration_minutes: minutes }),
  /** Ban the player (a player report); duration_minutes null: permanent. */
  ban: z.looseObject({ reason: plainText('The reason').min(1).max(500), duration_minutes: minutes }),
  /** Tell the player this one-time code (linking without a mod: they type it on the site). */
  link_code: z.looseObject({ code: z.string().regex(/^[A-Z0-9]{4,32}$/), expires_at: z.string() }),
  /** A claimed battle pass reward: the reward's type, data and command as staff set them (spec 3). */
  battle_pass_reward: z.looseObject({
    season: z.number().int().min(1),
    pass_level: z.number().int().min(1),
    track: z.enum(['free', 'premium']),
    type: z.enum(['ITEM', 'POKEMON', 'COMMAND']),
    data: z.record(z.string(), z.unknown()),
    command: z.string().optional(),
  }),
} satisfies Record<DeliveryKind, z.ZodType>;

/**
 * Whether the player must be online for the game server to carry out an action. Ranks go through
 * the permissions plugin and boosts are server-wide, so they work while the player is away; items
 * go into an inventory.
 */
export const REQUIRES_ONLINE: Record<DeliveryKind, boolean> = {
  grant_rank: false,
  revoke_rank: false,
  crate_keys: true,
  boost: false,
  gym_tokens: true,
  battle_pass: false,
  vote_party: false,
  shiny_transform: true,
  pokeball_changer: true,
  pardon: false,
  warn: false,
  ban: false,
  link_code: true,
  // Items and Pokémon go into the player's inventory and party; a command may too.
  battle_pass_reward: true,
};

export const deliveryAction = z
  .object({
    id: z.string(),
    kind: z.enum(DELIVERY_KINDS),
    player_uuid: z
      .string()
      .nullable()
      .meta({ description: 'null: every player (the gym token each rank purchase gives to all)' }),
    requires_online: z.boolean(),
    payload: z.record(z.string(), z.unknown()),
    purchase_id: z.string().nullable(),
    attempt: z.number().int().meta({ description: '1 the first time it is handed out; more after an expired lease' }),
    created_at: z.string(),
  })
  .meta({ id: 'DeliveryAction' });

export const deliveryLeaseQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  lease_seconds: z.coerce.number().int().min(10).max(600).default(60),
  online: z.string().optional().meta({
    description:
      'Comma-separated UUIDs of the players online now; when given, actions that need a player online are only handed out for them',
  }),
});

export const deliveryLease = z
  .object({
    lease_id: z.string().nullable(),
    lease_expires_at: z.string().nullable(),
    next_check: z.number().int().meta({ description: 'Seconds until it is worth asking again' }),
    actions: z.array(deliveryAction),
  })
  .meta({ id: 'DeliveryLease' });

export const deliveryAckRequest = z
  .object({
    acks: z
      .array(
        z.object({
          id: z.guid(),
          status: z.enum(['done', 'failed']),
          error: plainText('The error').max(1000).optional(),
        }),
      )
      .min(1)
      .max(100),
  })
  .meta({ id: 'DeliveryAcks' });

export const deliveryAckResponse = z
  .object({
    results: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(['acknowledged', 'already_acknowledged', 'not_leased', 'not_found']),
        status: z.enum(DELIVERY_STATUSES).nullable(),
      }),
    ),
  })
  .meta({ id: 'DeliveryAckResults' });

export const PURCHASE_DELIVERY_STATES = ['none', 'pending', 'in_progress', 'delivered', 'failed'] as const;
export type PurchaseDeliveryState = (typeof PURCHASE_DELIVERY_STATES)[number];

/** One word for a purchase from the states of its actions: any failure shows; all done is delivered. */
export function purchaseDeliveryState(all: readonly string[]): PurchaseDeliveryState {
  // A cancelled action (its payment was refunded) is no longer part of what gets delivered.
  const statuses = all.filter((s) => s !== 'cancelled');
  if (statuses.length === 0) return 'none';
  if (statuses.includes('failed')) return 'failed';
  if (statuses.every((s) => s === 'done')) return 'delivered';
  if (statuses.some((s) => s === 'leased' || s === 'done')) return 'in_progress';
  return 'pending';
}
