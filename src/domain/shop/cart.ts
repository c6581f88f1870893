import { findCatalogItem, rankOfItem } from './catalog.ts';
import { type CatalogItem, type ShopCategory } from './catalog-item.ts';

/**
 * The cart's rules, as pure functions over an immutable cart (the web keeps it in local storage).
 * Names and prices always come from the catalog, so a stored cart can never change a price.
 */

export const DEFAULT_EMOJI = '🎁';
/** One line never holds more than this many units. */
export const MAX_QUANTITY = 99;
/** A cart never holds more lines than this. */
export const MAX_CART_LINES = 40;

export interface CartItem {
  id: string;
  name: string;
  priceCents: number;
  /** Starts at 1. */
  quantity: number;
  category: ShopCategory;
  description: string;
  emoji: string;
  /** The item's active price identifier: its catalog id. */
  priceId: string;
  durationMinutes?: number;
  multiplier?: number;
}

export interface Cart {
  items: CartItem[];
  /** The gym leader the purchase supports; none at first. */
  gymLeaderId: string | null;
}

export const emptyCart = (): Cart => ({ items: [], gymLeaderId: null });

function toCartItem(item: CatalogItem, quantity = 1): CartItem {
  return {
    id: item.id,
    name: item.name,
    priceCents: item.priceCents,
    quantity,
    category: item.category,
    description: item.description,
    emoji: item.emoji || DEFAULT_EMOJI,
    priceId: item.id,
    ...(item.durationMinutes !== undefined ? { durationMinutes: item.durationMinutes } : {}),
    ...(item.multiplier !== undefined ? { multiplier: item.multiplier } : {}),
  };
}

export const inCart = (cart: Cart, id: string) => cart.items.some((i) => i.id === id);

/**
 * Adds one unit of a catalog item. An id already in the cart, or not in the catalog, changes
 * nothing. A rank replaces any other rank in the cart: one order holds one subscription.
 */
export function addItem(cart: Cart, id: string): Cart {
  const item = findCatalogItem(id);
  if (!item || inCart(cart, id) || cart.items.length >= MAX_CART_LINES) return cart;
  const kept = rankOfItem(id) ? cart.items.filter((i) => !rankOfItem(i.id)) : cart.items;
  return { ...cart, items: [...kept, toCartItem(item)] };
}

export function removeItem(cart: Cart, id: string): Cart {
  return inCart(cart, id) ? { ...cart, items: cart.items.filter((i) => i.id !== id) } : cart;
}

/** A quantity of zero or less removes the item; a rank stays at 1; the most is MAX_QUANTITY. */
export function setQuantity(cart: Cart, id: string, quantity: number): Cart {
  if (!inCart(cart, id)) return cart;
  if (!(quantity > 0)) return removeItem(cart, id);
  const q = rankOfItem(id) ? 1 : Math.min(MAX_QUANTITY, Math.floor(quantity));
  return { ...cart, items: cart.items.map((i) => (i.id === id ? { ...i, quantity: Math.max(1, q) } : i)) };
}

/** Clearing the cart also forgets the chosen gym leader. */
export const clearCart = (): Cart => emptyCart();

export function selectGymLeader(cart: Cart, gymLeaderId: string | null): Cart {
  return { ...cart, gymLeaderId };
}

/** The count the floating cart button shows: units, not lines. */
export const cartCount = (cart: Cart) => cart.items.reduce((n, i) => n + i.quantity, 0);

export const cartTotalCents = (cart: Cart) => cart.items.reduce((n, i) => n + i.priceCents * i.quantity, 0);

/**
 * Reads a stored cart (anything: it comes from local storage). Items whose id is no longer in the
 * catalog are dropped; names and prices are refreshed from the catalog; a broken entry is dropped.
 */
export function loadCart(stored: unknown): Cart {
  const cart = emptyCart();
  if (!stored || typeof stored !== 'object') return cart;
  const raw = stored as { items?: unknown; gymLeaderId?: unknown };
  for (const entry of Array.isArray(raw.items) ? raw.items : []) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, quantity } = entry as { id?: unknown; quantity?: unknown };
    if (typeof id !== 'string') continue;
    if (!findCatalogItem(id) || inCart(cart, id)) continue;
    cart.items = addItem(cart, id).items;
    const q = typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 1;
    cart.items = setQuantity(cart, id, q).items;
  }
  cart.gymLeaderId = typeof raw.gymLeaderId === 'string' && raw.gymLeaderId.length <= 64 ? raw.gymLeaderId : null;
  return cart;
}

/** The lines sent to checkout: ids and quantities only, lines not above 0 dropped. */
export function checkoutLines(cart: Cart): { id: string; quantity: number }[] {
  return cart.items.filter((i) => i.quantity > 0).map((i) => ({ id: i.id, quantity: i.quantity }));
}
