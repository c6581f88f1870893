/**
 * canceled: the buyer left Stripe's page with Cancel; expired: the checkout was abandoned and Stripe
 * closed it. Neither was charged.
 */
export const PURCHASE_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'canceled', 'expired'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
/**
 * Why the site itself refunded a purchase (staff refunds carry none). rank_already_held: a second
 * payment for a rank the Minecraft account already held (two checkouts paid for one rank).
 */
export const REFUND_REASONS = ['rank_already_held'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const ATTESTATION_TYPES = ['minecraft_online_requirement', 'ev_editor_policy'] as const;
export const EARNING_KINDS = ['earning', 'payout', 'reversal'] as const;
/** What the game server is asked to do in game for a purchase. */
export const DELIVERY_KINDS = [
  'grant_rank',
  'revoke_rank',
  'crate_keys',
  'boost',
  'gym_tokens',
  'battle_pass',
  'vote_party',
  'shiny_transform',
  'pokeball_changer',
  // Staff decisions on ban appeals and player reports.
  'pardon',
  'warn',
  'ban',
  // A one-time code told to the player in game, to link their account without a mod.
  'link_code',
  // A battle pass reward the player claimed on the site (an ITEM, POKEMON or COMMAND).
  'battle_pass_reward',
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
/** cancelled: taken out of the queue before it was handed out (its payment was refunded). */
export const DELIVERY_STATUSES = ['pending', 'leased', 'done', 'failed', 'cancelled'] as const;
