import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartCount,
  cartTotalCents,
  checkoutLines,
  clearCart,
  emptyCart,
  loadCart,
  removeItem,
  selectGymLeader,
  setQuantity,
} from './cart.ts';

describe('cart', () => {
  it('adds an item once at quantity 1 with its catalog name and price', () => {
    const once = addItem(emptyCart(), 'cosmetic-keys-3');
    expect(once.items).toMatchObject([
      { id: 'cosmetic-keys-3', name: '3 Cosmetic Keys', priceCents: 499, quantity: 1 },
    ]);
    expect(addItem(once, 'cosmetic-keys-3')).toBe(once);
    expect(addItem(once, 'not-an-item')).toBe(once);
  });

  it('removes items, and a quantity of zero or less removes the item', () => {
    let cart = addItem(addItem(emptyCart(), 'gym-tokens-1'), 'vote-party-25');
    cart = setQuantity(cart, 'gym-tokens-1', 3);
    expect(cartCount(cart)).toBe(4);
    expect(cartTotalCents(cart)).toBe(3 * 149 + 299);
    expect(setQuantity(cart, 'gym-tokens-1', 0).items.map((i) => i.id)).toEqual(['vote-party-25']);
    expect(setQuantity(cart, 'gym-tokens-1', -2).items.map((i) => i.id)).toEqual(['vote-party-25']);
    expect(removeItem(cart, 'vote-party-25').items.map((i) => i.id)).toEqual(['gym-tokens-1']);
  });

  it('holds one rank at a time, at quantity 1', () => {
    let cart = addItem(emptyCart(), 'rank-ace-monthly');
    cart = addItem(cart, 'rank-master-annual');
    expect(cart.items.map((i) => i.id)).toEqual(['rank-master-annual']);
    expect(setQuantity(cart, 'rank-master-annual', 5).items[0]!.quantity).toBe(1);
  });

  it('clearing the cart also resets the selected gym leader', () => {
    const cart = selectGymLeader(addItem(emptyCart(), 'gym-tokens-1'), 'leader-1');
    expect(cart.gymLeaderId).toBe('leader-1');
    expect(clearCart()).toEqual({ items: [], gymLeaderId: null });
  });

  it('on load drops ids no longer in the catalog and takes prices from the catalog', () => {
    const cart = loadCart({
      items: [
        { id: 'price_1Old', name: 'Retired', priceCents: 1, quantity: 1 },
        { id: 'cosmetic-keys-5', name: 'Cheap', priceCents: 1, quantity: 2 },
        'junk',
        { id: 'cosmetic-keys-5', quantity: 9 },
      ],
      gymLeaderId: 'leader-2',
    });
    expect(cart.items).toMatchObject([
      { id: 'cosmetic-keys-5', name: '5 Cosmetic Keys', priceCents: 699, quantity: 2 },
    ]);
    expect(cart.gymLeaderId).toBe('leader-2');
    expect(loadCart('garbage')).toEqual(emptyCart());
    expect(loadCart(null)).toEqual(emptyCart());
  });

  it('sends only ids and quantities to checkout', () => {
    const cart = setQuantity(addItem(emptyCart(), 'shiny-transform-3'), 'shiny-transform-3', 2);
    expect(checkoutLines(cart)).toEqual([{ id: 'shiny-transform-3', quantity: 2 }]);
  });
});
