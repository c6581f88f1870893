import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearCart } from '@/domain/shop/cart';
import { notify } from '@/web/lib/notify';
import { updateCart } from './cart-store';
import { cancelOrder } from './purchases-api';
import { clearPendingCheckout, hasPendingCheckout } from './pending-checkout';

/**
 * Shows one of the checkout's messages. The messages live beside the checkout's schemas, so they load
 * on demand: the shop's first load carries no validation library.
 */
export function toastCheckoutMessage(key: 'cartEmpty' | 'canceled', kind: 'message' | 'error') {
  void import('@/domain/shop/checkout').then(({ CHECKOUT_MESSAGES: m }) => {
    const message: { title: string; description?: string } = m[key];
    notify(kind, message.title, message.description ?? '');
  });
}

/** What the shop's success text says after a paid return (the order itself is on /success). */
export const SHOP_SUCCESS_MESSAGE = {
  title: 'Payment Successful',
  description: 'Thank you for your purchase! Your items will be delivered in game shortly.',
};

/**
 * The shop's query parameters, read once each and then removed from the address:
 * success=true thanks the buyer and empties the cart; canceled=true says so and keeps the cart, and
 * has the server close the order's checkout (order=<purchase id>) so it shows as canceled;
 * checkout=pending reopens the checkout after a Discord sign-in that the checkout started.
 */
export function useShopReturn(openCheckout: () => void) {
  const { search, hash, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const success = params.get('success') === 'true';
    const canceled = params.get('canceled') === 'true';
    const pending = params.get('checkout') === 'pending';
    if (!params.has('success') && !params.has('canceled') && !params.has('checkout')) return;
    if (success) {
      updateCart(clearCart);
      notify('message', SHOP_SUCCESS_MESSAGE.title, SHOP_SUCCESS_MESSAGE.description);
    }
    if (canceled) {
      toastCheckoutMessage('canceled', 'message');
      const order = params.get('order');
      if (order) void cancelOrder(order);
    }
    if (pending && hasPendingCheckout()) {
      clearPendingCheckout();
      openCheckout();
    }
    for (const key of ['success', 'canceled', 'checkout', 'session_id', 'order']) params.delete(key);
    void navigate({ pathname, search: params.toString(), hash }, { replace: true });
  }, [search, hash, pathname, navigate, openCheckout]);
}
