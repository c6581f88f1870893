import { useState } from 'react';
import { cartTotalCents, checkoutLines } from '@/domain/shop/cart';
import { findCatalogItem } from '@/domain/shop/catalog';
import { CHECKOUT_MESSAGES, renewalText } from '@/domain/shop/checkout';
import { formatUsd } from '@/domain/shared/numbers';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';
import { useCart } from '../cart-store';
import type { Attestations } from './attestation-step';
import { startCheckout } from './checkout-api';
import { toastMessage, toastServerRefusal } from './checkout-messages';

/** A last look at the order, then off to Stripe's hosted checkout page (no payment form on this site). */
export function PaymentStep({ attestations, onBack }: { attestations: Attestations; onBack: () => void }) {
  const cart = useCart();
  const { user, minecraft } = useAuth();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    if (!user) return toastMessage(CHECKOUT_MESSAGES.signIn);
    const lines = checkoutLines(cart);
    if (lines.length === 0) return toastMessage(CHECKOUT_MESSAGES.cartEmpty);
    setBusy(true);
    try {
      const started = await startCheckout({
        items: lines,
        gymLeaderId: cart.gymLeaderId,
        minecraftUsername: minecraft?.name ?? '',
        ...attestations,
      });
      if (!started?.url) throw new Error('No checkout address');
      window.location.assign(started.url);
    } catch (err) {
      // The server refused or failed: its own message, or Payment Error; no answer at all: Checkout Error.
      if (err instanceof ApiError && err.status > 0) toastServerRefusal(err, CHECKOUT_MESSAGES.paymentError);
      else toastMessage(CHECKOUT_MESSAGES.checkoutError);
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-border rounded-lg border border-border text-sm" aria-label="Order summary">
        {cart.items.map((item) => {
          // A rank is a subscription: its price is charged again each period until it is canceled.
          const billing = findCatalogItem(item.id)?.billing;
          const renews = billing ? renewalText(billing) : null;
          return (
            <li key={item.id} className="flex justify-between gap-2 p-3">
              <span>
                {item.name}
                {item.quantity > 1 && ` × ${item.quantity}`}
              </span>
              <span className="text-right">
                {formatUsd(item.priceCents * item.quantity)}
                {renews && <span className="block text-xs text-muted">{renews}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between text-lg font-bold">
        <span>Total</span>
        <span>{formatUsd(cartTotalCents(cart))}</span>
      </p>
      <p className="text-sm text-muted">You will pay on Stripe&apos;s secure checkout page and come back here.</p>
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={() => void pay()} loading={busy}>
          Pay {formatUsd(cartTotalCents(cart))}
        </Button>
      </div>
    </div>
  );
}
