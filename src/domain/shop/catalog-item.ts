import type { RankId } from './ranks.ts';

// What the shop's items are: their categories and tabs, how each is billed and delivered, and how a rank's price
// and id are made. The items themselves are catalog.ts.

export const SHOP_CATEGORIES = [
  'shiny-boosters',
  'vote-party',
  'cosmetic-keys',
  'shiny-transform',
  'pokeball-changer',
  'premium-battlepass',
  'gym-tokens',
  'ranks',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** The shop's five tabs (boosts first and by default) and the categories each one shows. */
export const SHOP_TABS = {
  boosts: ['shiny-boosters', 'vote-party'],
  cosmetic: ['cosmetic-keys', 'shiny-transform', 'pokeball-changer'],
  competitive: ['gym-tokens'],
  ranks: ['ranks'],
  battlepass: ['premium-battlepass'],
} as const satisfies Record<string, readonly ShopCategory[]>;
export type ShopTab = keyof typeof SHOP_TABS;
export const DEFAULT_SHOP_TAB: ShopTab = 'boosts';

export const RANK_PERIODS = ['monthly', 'annual'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];

export const BATTLE_PASS_LEVELS = 30;
/** The pokéball changer offers this many ball variants. */
export const POKEBALL_VARIANTS = 48;

/**
 * What one unit of an item does in game, as typed data; `deliveryActionsFor` turns it into the
 * delivery queue's actions for the buyer.
 */
export type ItemDelivery =
  | { kind: 'grant_rank'; rank: RankId; period: RankPeriod }
  | { kind: 'boost'; boost: 'shiny'; multiplier: number; minutes: number }
  | { kind: 'vote_party'; votes: number }
  | { kind: 'crate_keys'; crate: 'cosmetic'; quantity: number }
  | { kind: 'shiny_transform'; uses: number }
  | { kind: 'pokeball_changer'; uses: number }
  | { kind: 'gym_tokens'; quantity: number }
  /** For the season that is current when it is bought (the season is data the server holds). */
  | { kind: 'battle_pass'; premium: true };

/** A one-time payment, or a rank's subscription renewed every month or year. */
export type Billing = { kind: 'one_time' } | { kind: 'subscription'; interval: 'month' | 'year' };

export interface CatalogItem {
  id: string;
  name: string;
  description: string;
  emoji: string;
  category: ShopCategory;
  priceCents: number;
  billing: Billing;
  delivery: ItemDelivery;
  /** Boosts: how long one lasts, in minutes. */
  durationMinutes?: number;
  /** Boosts: the shiny odds multiplier. */
  multiplier?: number;
  /** Annual ranks: what a year costs less than twelve monthly payments. */
  savingCents?: number;
  /** Gym tokens given to every player on the server by each unit bought (ranks and token packs). */
  serverWideTokens: number;
}

/** Annual = 12 × monthly × 0.9 (10% off), rounded to the cent. */
export function annualPriceCents(monthlyCents: number): number {
  return Math.round(12 * monthlyCents * 0.9);
}

export function rankItemId(rank: RankId, period: RankPeriod): string {
  return `rank-${rank}-${period}`;
}
