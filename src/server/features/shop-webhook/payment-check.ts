import { findCatalogItem } from '../../../domain/shop/catalog.ts';
import type { PaymentFact } from './read-event.ts';
import type { PurchaseRow } from './purchase-state.ts';
import type { Query } from './transaction.ts';

/**
 * What a payment must be: the purchase's total for its checkout; for a renewal, the price of its
 * subscription's lines as the catalog priced them when the purchase was made.
 */
async function expectedPayment(q: Query, purchase: PurchaseRow, kind: PaymentFact['kind']) {
  if (kind === 'checkout') return { cents: purchase.total_amount_cents, currency: purchase.currency };
  const lines = await q<{ item_id: string; item_price_cents: number; quantity: number }>(
    'renewal-lines',
    'select item_id, item_price_cents, quantity from purchase_items where purchase_id = $1',
    [purchase.id],
  );
  const cents = lines
    .filter((l) => findCatalogItem(l.item_id)?.billing.kind === 'subscription')
    .reduce((n, l) => n + l.item_price_cents * l.quantity, 0);
  return { cents, currency: purchase.currency };
}

/**
 * Whether Stripe's payment is what the purchase costs. A payment that is not is never fulfilled
 * (nothing is recorded, delivered or credited for it): the mismatch is recorded instead, an open
 * item for staff (the staff overview counts them; the purchase's staff view lists them).
 */
export async function paymentMatches(q: Query, purchase: PurchaseRow, eventId: string, paid: PaymentFact) {
  const expected = await expectedPayment(q, purchase, paid.kind);
  if (paid.amountCents === expected.cents && paid.currency === expected.currency) return true;
  await q(
    'mismatch',
    `insert into payment_mismatches
       (purchase_id, event_id, kind, expected_cents, expected_currency, paid_cents, paid_currency)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (event_id) do nothing`,
    [purchase.id, eventId, paid.kind, expected.cents, expected.currency, paid.amountCents, paid.currency],
  );
  return false;
}
