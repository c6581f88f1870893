import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CHANGED_MESSAGE,
  CHECKOUT_MESSAGES,
  checkoutRequest,
  heldRankRefusal,
  rankBought,
  rankHeldMessage,
  renewalText,
  usernameMatches,
} from './checkout.ts';
import { CATALOG, findCatalogItem } from './catalog.ts';
import { plannedActions } from './fulfilment.ts';

const valid = {
  items: [{ id: 'gym-tokens-3', quantity: 2 }],
  gymLeaderId: '6f1c2d3e-0000-4000-8000-000000000001',
  minecraftUsername: 'Steve',
  attestationId: '6f1c2d3e-0000-4000-8000-000000000002',
};

describe('checkout request', () => {
  it('accepts ids and quantities and drops a price the browser sends', () => {
    const parsed = checkoutRequest.parse({ ...valid, items: [{ id: 'gym-tokens-3', quantity: 2, price: 0.01 }] });
    expect(parsed.items).toEqual([{ id: 'gym-tokens-3', quantity: 2 }]);
  });

  it('refuses a quantity not above 0, fractions and NUL characters', () => {
    const issue = (body: unknown) => checkoutRequest.safeParse(body).error?.issues[0]?.message;
    expect(issue({ ...valid, items: [{ id: 'gym-tokens-3', quantity: 0 }] })).toBe('Every quantity must be above 0.');
    expect(issue({ ...valid, items: [{ id: 'gym-tokens-3', quantity: 1.5 }] })).toBe(
      'The quantity must be a whole number.',
    );
    expect(issue({ ...valid, minecraftUsername: 'St\u0000eve' })).toBe(
      'The Minecraft username must not contain NUL characters.',
    );
  });

  it('quotes the validation messages', () => {
    expect(CHECKOUT_MESSAGES.minecraftRequired).toEqual({
      title: 'Minecraft account required',
      description: 'Please link your Minecraft account to make purchases.',
    });
  });

  it('compares the name the dialog showed after trimming; no name sent means the linked one', () => {
    expect(usernameMatches('  Steve ', 'Steve')).toBe(true);
    expect(usernameMatches('steve', 'Steve')).toBe(false);
    expect(usernameMatches(undefined, 'Steve')).toBe(true);
  });

  it('never names the linked account when it changed', () => {
    expect(JSON.stringify(ACCOUNT_CHANGED_MESSAGE)).not.toMatch(/"[^"]*Steve/);
    expect(ACCOUNT_CHANGED_MESSAGE.title).toBe('Minecraft account changed');
  });

  it('words a held rank, and a higher one held', () => {
    expect(rankHeldMessage('Expert', 'Expert').title).toBe('You already have this rank');
    expect(rankHeldMessage('Elite', 'Ace').description).toBe(
      'Your Minecraft account already has the Elite rank, which includes everything Ace gives. Manage it from Purchase History.',
    );
  });

  it('refuses a rank held, or one below it, whatever else is held; sells a higher one', () => {
    expect(heldRankRefusal([], 'elite')).toBeNull();
    expect(heldRankRefusal(['elite'], 'elite')).toEqual(rankHeldMessage('Elite', 'Elite'));
    expect(heldRankRefusal(['ace', 'expert'], 'ace')).toEqual(rankHeldMessage('Expert', 'Ace'));
    expect(heldRankRefusal(['expert', 'ace'], 'elite')).toBeNull();
    expect(rankBought(['gym-tokens-1', 'rank-master-annual'])).toBe('master');
    expect(rankBought(['gym-tokens-1'])).toBeNull();
  });

  it('says a subscription renews, per month or per year', () => {
    expect(renewalText(findCatalogItem('rank-ace-monthly')!.billing)).toBe('per month, renews');
    expect(renewalText(findCatalogItem('rank-ace-annual')!.billing)).toBe('per year, renews');
    expect(renewalText(findCatalogItem('gym-tokens-3')!.billing)).toBeNull();
  });
});

describe('planned deliveries', () => {
  it('multiplies a pack by its quantity and gives ranks a server-wide token', () => {
    const keys = CATALOG.find((i) => i.id === 'cosmetic-keys-3')!;
    expect(plannedActions(keys, 2)).toEqual([
      { kind: 'crate_keys', forBuyer: true, payload: { item_id: 'cosmetic-keys-3', crate: 'cosmetic', quantity: 6 } },
    ]);
    const rank = CATALOG.find((i) => i.id === 'rank-elite-monthly')!;
    expect(plannedActions(rank, 1, '2026-12-01T00:00:00.000Z')).toEqual([
      {
        kind: 'grant_rank',
        forBuyer: true,
        payload: { item_id: 'rank-elite-monthly', rank: 'elite', period: 'monthly', until: '2026-12-01T00:00:00.000Z' },
      },
      {
        kind: 'gym_tokens',
        forBuyer: false,
        payload: { item_id: 'rank-elite-monthly', quantity: 1, reason: 'server_wide' },
      },
    ]);
  });
});
