import { list, text, type FormValue } from './form-body.ts';
import { DAY, id, now, StripeStandInError, type LineItem, type Obj } from './stand-in-objects.ts';

// A Checkout Session of the stand-in, built from the form body the site sends to
// POST /v1/checkout/sessions, checked as Stripe checks it.

export type Session = Obj & { id: string; amount_total: number; line_items: LineItem[] };

/** `line_items[i]`: only inline price_data is known here (the stand-in has no price catalog). */
function lineItem(raw: FormValue, i: number): LineItem {
  const li = raw as Record<string, FormValue>;
  const pd = li.price_data as Record<string, FormValue> | undefined;
  if (!pd) throw new StripeStandInError(400, `No such price: '${text(li.price) ?? ''}'`, `line_items[${i}][price]`);
  const unit = Number(text(pd.unit_amount));
  const quantity = Number(text(li.quantity) ?? '1');
  if (!Number.isInteger(unit) || unit < 0) throw new StripeStandInError(400, 'Invalid unit_amount');
  if (!Number.isInteger(quantity) || quantity < 1) throw new StripeStandInError(400, 'Invalid quantity');
  const recurring = pd.recurring as Record<string, FormValue> | undefined;
  const product = pd.product_data as Record<string, FormValue>;
  return {
    id: id('li'),
    object: 'item',
    description: text(product?.name) ?? '',
    quantity,
    currency: text(pd.currency) ?? 'usd',
    amount_subtotal: unit * quantity,
    amount_total: unit * quantity,
    price: {
      id: id('price'),
      object: 'price',
      unit_amount: unit,
      currency: text(pd.currency) ?? 'usd',
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring ? { interval: text(recurring.interval) ?? 'month', interval_count: 1 } : null,
      product: {
        id: id('prod'),
        object: 'product',
        name: text(product?.name) ?? '',
        metadata: (product?.metadata as Obj) ?? {},
      },
    },
  };
}

/** A new open session; `payUrl` gives the hosted page of a session id. */
export function checkoutSession(p: Record<string, FormValue>, payUrl: (sessionId: string) => string): Session {
  const mode = text(p.mode) ?? 'payment';
  if (!['payment', 'subscription'].includes(mode)) throw new StripeStandInError(400, 'Invalid mode', 'mode');
  const items = list(p.line_items).map(lineItem);
  if (items.length === 0) throw new StripeStandInError(400, 'line_items is required', 'line_items');
  if (mode === 'subscription' && !items.some((i) => i.price.recurring))
    throw new StripeStandInError(400, 'A subscription session needs at least one recurring price');
  // As Stripe: a session closes 30 minutes to 24 hours after it opens (24 hours unless asked).
  const expiresAt = text(p.expires_at) === undefined ? now() + DAY : Number(text(p.expires_at));
  if (!Number.isInteger(expiresAt) || expiresAt < now() + 30 * 60 - 5 || expiresAt > now() + DAY)
    throw new StripeStandInError(
      400,
      'The expires_at timestamp must be 30 minutes to 24 hours from now.',
      'expires_at',
    );
  const sid = id('cs');
  return {
    id: sid,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    currency: 'usd',
    amount_subtotal: items.reduce((n, i) => n + i.amount_total, 0),
    amount_total: items.reduce((n, i) => n + i.amount_total, 0),
    client_reference_id: text(p.client_reference_id) ?? null,
    customer: text(p.customer) ?? null,
    customer_email: text(p.customer_email) ?? null,
    metadata: (p.metadata as Obj) ?? {},
    subscription_metadata: ((p.subscription_data as Obj | undefined)?.metadata as Obj) ?? {},
    payment_intent: null,
    subscription: null,
    invoice: null,
    success_url: text(p.success_url) ?? null,
    cancel_url: text(p.cancel_url) ?? null,
    url: payUrl(sid),
    created: now(),
    expires_at: expiresAt,
    livemode: false,
    line_items: items,
  };
}
