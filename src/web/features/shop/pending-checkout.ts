/**
 * The pending-checkout flag: set before the Discord sign-in that checkout starts, so the shop reopens
 * the checkout when the sign-in returns to /shop?checkout=pending.
 */
const KEY = 'cobble-league-pending-checkout';

export function setPendingCheckout() {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Without storage the shop simply does not reopen the checkout.
  }
}

export function clearPendingCheckout() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

export function hasPendingCheckout(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export const PENDING_CHECKOUT_KEY = KEY;
