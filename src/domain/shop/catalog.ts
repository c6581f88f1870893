import { RANKS, type RankId } from './ranks.ts';
import {
  annualPriceCents,
  BATTLE_PASS_LEVELS,
  POKEBALL_VARIANTS,
  RANK_PERIODS,
  rankItemId,
  type Billing,
  type CatalogItem,
  type ItemDelivery,
  type RankPeriod,
  type ShopCategory,
} from './catalog-item.ts';

/**
 * Everything the shop sells, with prices in US cents. The server builds every Stripe Checkout
 * Session from this list (a price sent by the browser is never used); the catalog ids are the
 * shop's active price identifiers, so a cart drops any item whose id is no longer here.
 */

const oneTime: Billing = { kind: 'one_time' };

const rankItems: CatalogItem[] = RANKS.flatMap((r) =>
  RANK_PERIODS.map((period): CatalogItem => {
    const annual = period === 'annual';
    return {
      id: rankItemId(r.id, period),
      name: `${r.name} Rank (${annual ? 'Annual' : 'Monthly'})`,
      description: r.tagline,
      emoji: '👑',
      category: 'ranks',
      priceCents: annual ? annualPriceCents(r.monthlyPriceCents) : r.monthlyPriceCents,
      billing: { kind: 'subscription', interval: annual ? 'year' : 'month' },
      delivery: { kind: 'grant_rank', rank: r.id, period },
      ...(annual ? { savingCents: 12 * r.monthlyPriceCents - annualPriceCents(r.monthlyPriceCents) } : {}),
      serverWideTokens: 1,
    };
  }),
);

function boost(multiplier: number, minutes: number, priceCents: number): CatalogItem {
  const length = minutes >= 60 ? `${minutes / 60} Hour` : `${minutes} Minute`;
  return {
    id: `shiny-boost-${multiplier}x-${minutes}m`,
    name: `${multiplier}x Shiny Boost (${length})`,
    description: `Server-wide ${multiplier}x shiny odds for ${minutes >= 60 ? `${minutes / 60} hour` : `${minutes} minutes`}.`,
    emoji: '✨',
    category: 'shiny-boosters',
    priceCents,
    billing: oneTime,
    delivery: { kind: 'boost', boost: 'shiny', multiplier, minutes },
    durationMinutes: minutes,
    multiplier,
    serverWideTokens: 0,
  };
}

function pack(
  category: ShopCategory,
  idStem: string,
  count: number,
  priceCents: number,
  label: (n: number) => string,
  description: string,
  emoji: string,
  delivery: ItemDelivery,
  serverWideTokens = 0,
): CatalogItem {
  return {
    id: `${idStem}-${count}`,
    name: label(count),
    description,
    emoji,
    category,
    priceCents,
    billing: oneTime,
    delivery,
    serverWideTokens,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CATALOG: readonly CatalogItem[] = [
  ...rankItems,
  {
    id: 'premium-battlepass',
    name: 'Premium Battle Pass',
    description: `Unlock the premium track: ${BATTLE_PASS_LEVELS} levels of extra rewards for the current season.`,
    emoji: '🎖️',
    category: 'premium-battlepass',
    priceCents: 999,
    billing: oneTime,
    delivery: { kind: 'battle_pass', premium: true },
    serverWideTokens: 0,
  },
  boost(2, 30, 299),
  boost(5, 30, 399),
  boost(10, 60, 699),
  boost(25, 60, 999),
  ...(
    [
      [25, 299],
      [50, 449],
      [75, 549],
      [100, 649],
    ] as const
  ).map(([votes, cents]) =>
    pack(
      'vote-party',
      'vote-party',
      votes,
      cents,
      (n) => `Vote Party +${n}`,
      `Adds ${votes} votes to the server's vote party.`,
      '🎉',
      { kind: 'vote_party', votes },
    ),
  ),
  ...(
    [
      [1, 199],
      [3, 499],
      [5, 699],
    ] as const
  ).map(([n, cents]) =>
    pack(
      'cosmetic-keys',
      'cosmetic-keys',
      n,
      cents,
      (k) => plural(k, 'Cosmetic Key', 'Cosmetic Keys'),
      'Keys for the cosmetic crate.',
      '🔑',
      { kind: 'crate_keys', crate: 'cosmetic', quantity: n },
    ),
  ),
  ...(
    [
      [1, 499],
      [3, 1199],
      [6, 1999],
    ] as const
  ).map(([n, cents]) =>
    pack(
      'shiny-transform',
      'shiny-transform',
      n,
      cents,
      (k) => `Shiny Transformation (${plural(k, 'Use', 'Uses')})`,
      'Turn one of your Pokémon shiny.',
      '🌟',
      { kind: 'shiny_transform', uses: n },
    ),
  ),
  ...(
    [
      [1, 249],
      [3, 499],
      [6, 749],
    ] as const
  ).map(([n, cents]) =>
    pack(
      'pokeball-changer',
      'pokeball-changer',
      n,
      cents,
      (k) => `Pokéball Changer (${plural(k, 'Use', 'Uses')})`,
      `Move a Pokémon into any of ${POKEBALL_VARIANTS} ball variants.`,
      '⚾',
      { kind: 'pokeball_changer', uses: n },
    ),
  ),
  ...(
    [
      [1, 149],
      [3, 249],
      [5, 399],
      [7, 549],
      [9, 699],
    ] as const
  ).map(([n, cents]) =>
    pack(
      'gym-tokens',
      'gym-tokens',
      n,
      cents,
      (k) => plural(k, 'Gym Token', 'Gym Tokens'),
      'Tokens to challenge gyms. Every purchase also gives +1 token to all players.',
      '🏅',
      { kind: 'gym_tokens', quantity: n },
      1,
    ),
  ),
];

const byId = new Map(CATALOG.map((item) => [item.id, item]));

export function findCatalogItem(id: string): CatalogItem | undefined {
  return byId.get(id);
}

export function isCatalogId(id: string): boolean {
  return byId.has(id);
}

export function itemsInCategory(category: ShopCategory): CatalogItem[] {
  return CATALOG.filter((item) => item.category === category);
}

export function isRankItem(item: CatalogItem): item is CatalogItem & { delivery: { kind: 'grant_rank' } } {
  return item.delivery.kind === 'grant_rank';
}

/** The rank and period a catalog id sells, or null for any other item. */
export function rankOfItem(id: string): { rank: RankId; period: RankPeriod } | null {
  const item = byId.get(id);
  return item && item.delivery.kind === 'grant_rank'
    ? { rank: item.delivery.rank, period: item.delivery.period }
    : null;
}

/** A Master rank (monthly or annual) needs the EV Editor Policy accepted. */
export function needsEvPolicy(itemIds: readonly string[]): boolean {
  return itemIds.some((id) => rankOfItem(id)?.rank === 'master');
}
