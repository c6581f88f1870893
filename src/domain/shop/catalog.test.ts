import { describe, expect, it } from 'vitest';
import { CATALOG, findCatalogItem, isCatalogId, itemsInCategory, needsEvPolicy, rankOfItem } from './catalog.ts';
import { SHOP_CATEGORIES, SHOP_TABS, annualPriceCents, rankItemId } from './catalog-item.ts';

const prices = (category: (typeof SHOP_CATEGORIES)[number]) => itemsInCategory(category).map((i) => i.priceCents);

describe('catalog', () => {
  it('has unique ids, each in a known category with a positive price in cents', () => {
    expect(new Set(CATALOG.map((i) => i.id)).size).toBe(CATALOG.length);
    for (const item of CATALOG) {
      expect(SHOP_CATEGORIES).toContain(item.category);
      expect(Number.isInteger(item.priceCents) && item.priceCents > 0).toBe(true);
      expect(item.name.length).toBeGreaterThan(0);
    }
  });

  it('sells the ranks monthly at the listed prices and annually at 12 × monthly × 0.9, with the saving', () => {
    expect(['ace', 'expert', 'elite', 'master'].map((r) => findCatalogItem(`rank-${r}-monthly`)!.priceCents)).toEqual([
      499, 799, 1299, 1999,
    ]);
    const annual = (['ace', 'expert', 'elite', 'master'] as const).map((r) =>
      findCatalogItem(rankItemId(r, 'annual'))!,
    );
    expect(annual.map((i) => i.priceCents)).toEqual([5389, 8629, 14029, 21589]);
    expect(annual.map((i) => i.savingCents)).toEqual([599, 959, 1559, 2399]);
    expect(annual.every((i) => i.billing.kind === 'subscription' && i.billing.interval === 'year')).toBe(true);
    expect(annualPriceCents(1000)).toBe(10800);
  });

  it('lists every item of the price table', () => {
    expect(prices('shiny-boosters')).toEqual([299, 399, 699, 999]);
    expect(itemsInCategory('shiny-boosters').map((i) => [i.multiplier, i.durationMinutes])).toEqual([
      [2, 30],
      [5, 30],
      [10, 60],
      [25, 60],
    ]);
    expect(prices('vote-party')).toEqual([299, 449, 549, 649]);
    expect(prices('cosmetic-keys')).toEqual([199, 499, 699]);
    expect(prices('shiny-transform')).toEqual([499, 1199, 1999]);
    expect(prices('pokeball-changer')).toEqual([249, 499, 749]);
    expect(prices('gym-tokens')).toEqual([149, 249, 399, 549, 699]);
    expect(prices('premium-battlepass')).toEqual([999]);
    expect(CATALOG).toHaveLength(31);
  });

  it('gives one gym token to all players for each rank and token pack only', () => {
    const withTokens = CATALOG.filter((i) => i.serverWideTokens > 0).map((i) => i.category);
    expect(new Set(withTokens)).toEqual(new Set(['ranks', 'gym-tokens']));
  });

  it('puts each category under one of the five tabs', () => {
    expect(Object.keys(SHOP_TABS)).toEqual(['boosts', 'cosmetic', 'competitive', 'ranks', 'battlepass']);
    expect(Object.values(SHOP_TABS).flat().sort()).toEqual([...SHOP_CATEGORIES].sort());
  });

  it('knows ranks, their periods and the EV Editor Policy rule', () => {
    expect(rankOfItem('rank-elite-annual')).toEqual({ rank: 'elite', period: 'annual' });
    expect(rankOfItem('cosmetic-keys-3')).toBeNull();
    expect(needsEvPolicy(['rank-master-annual'])).toBe(true);
    expect(needsEvPolicy(['rank-master-monthly', 'gym-tokens-1'])).toBe(true);
    expect(needsEvPolicy(['rank-elite-monthly'])).toBe(false);
    expect(isCatalogId('price_retired_123')).toBe(false);
  });
});
