import { useSyncExternalStore } from 'react';
import { emptyCart, loadCart, type Cart } from '@/domain/shop/cart';

/**
 * The cart lives in local storage, so it survives reloads, sign-in redirects and the trip to Stripe.
 * Every change goes through the pure rules of domain/shop/cart; reading drops ids that left the catalog.
 */
const STORAGE_KEY = 'cobble-league-cart';
const EMPTY = emptyCart();
const listeners = new Set<() => void>();
let current: Cart | null = null;

function read(): Cart {
  try {
    return loadCart(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return emptyCart();
  }
}

function snapshot(): Cart {
  current ??= read();
  return current;
}

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY) return;
    current = read();
    emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart now, outside rendering (event handlers). */
export const snapshotCart = (): Cart => snapshot();

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Applies one cart rule and stores the result. */
export function updateCart(change: (cart: Cart) => Cart) {
  const next = change(snapshot());
  if (next === current) return;
  current = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the cart still works for this page.
  }
  emit();
}

export const CART_STORAGE_KEY = STORAGE_KEY;
