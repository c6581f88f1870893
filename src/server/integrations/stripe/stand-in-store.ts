import { randomBytes } from 'node:crypto';
import { list, text, type FormValue } from './form-body.ts';

// The objects of the Stripe stand-in, kept in memory, in the shapes Stripe's API answers with
// (the fields the site reads). Each change that Stripe would announce returns its events.

type Obj = Record<string, unknown>;
export class StripeStandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;
const periodSeconds = (interval: string) => (interval === 'year' ? 365 * DAY : 30 * DAY);

export interface LineItem extends Obj {
  quantity: number;
  amount_total: number;
  price: Obj & {
    id: string;
    unit_amount: number;
    recurring: { interval: string; interval_count: number } | null;
    product: Obj;
  };
}

export class StandInStore {
  readonly sessions = new Map<string, Obj & { id: string; amount_total: number; line_items: LineItem[] }>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly charges = new Map<string, Obj>();
  readonly events: Obj[] = [];

  constructor(private readonly apiVersion: string) {}

  event(type: string, object: Obj): Obj {
    const e = {
      id: id('evt'),
      object: 'event',
      api_version: this.apiVersion,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    this.events.push(e);
    return e;
  }

  createSession(p: Record<string, FormValue>, payUrl: (sessionId: string) => string) {
    const mode = text(p.mode) ?? 'payment';
    if (!['payment', 'subscription'].includes(mode)) throw new StripeStandInError(400, 'Invalid mode', 'mode');
    const items = list(p.line_items).map((raw, i): LineItem => {
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
    });
    if (items.length === 0) throw new StripeStandInError(400, 'line_items is required', 'line_items');
    if (mode === 'subscription' && !items.some((i) => i.price.recurring))
      throw new StripeStandInError(400, 'A subscription session needs at least one recurring price');
    const sid = id('cs');
    const session: Obj & { id: string; amount_total: number; line_items: LineItem[] } = {
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
      expires_at: now() + DAY,
      livemode: false,
      line_items: items,
    };
    this.sessions.set(sid, session);
    return session;
  }

  session(sid: string) {
    const s = this.sessions.get(sid);
    if (!s) throw new StripeStandInError(404, `No such checkout.session: '${sid}'`, 'session');
    return s;
  }

  /** The session as the API answers it; line_items, invoice and subscription only when expanded. */
  sessionView(sid: string, expand: string[]) {
    const { line_items, subscription_metadata: _meta, ...s } = this.session(sid);
    const view: Obj = { ...s };
    if (expand.includes('line_items'))
      view.line_items = {
        object: 'list',
        data: line_items,
        has_more: false,
        url: `/v1/checkout/sessions/${sid}/line_items`,
      };
    if (expand.some((e) => e === 'invoice' || e.startsWith('invoice.')) && s.invoice)
      view.invoice = this.invoices.get(s.invoice as string);
    if (expand.includes('subscription') && s.subscription)
      view.subscription = this.subscriptions.get(s.subscription as string);
    return view;
  }

  private charge(amount: number, customer: string) {
    const pi = id('pi');
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      currency: 'usd',
      customer,
      payment_intent: pi,
      status: 'succeeded',
      created: now(),
    };
    this.charges.set(pi, charge);
    return charge;
  }

  private invoice(sub: Obj, amount: number, reason: string, start: number, end: number, pi: string) {
    const inv = {
      id: id('in'),
      object: 'invoice',
      billing_reason: reason,
      status: 'paid',
      amount_due: amount,
      amount_paid: amount,
      currency: 'usd',
      customer: sub.customer,
      created: now(),
      lines: { object: 'list', data: [{ id: id('il'), object: 'line_item', amount, period: { start, end } }] },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      payments: {
        object: 'list',
        data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: pi } }],
      },
    };
    this.invoices.set(inv.id, inv);
    return inv;
  }

  /** The buyer pays on the hosted page: the session completes, with a subscription for a rank. */
  pay(sid: string): Obj[] {
    const s = this.session(sid);
    if (s.status !== 'open') throw new StripeStandInError(400, 'This Checkout Session is no longer open.');
    const customer = (s.customer as string | null) ?? id('cus');
    const charge = this.charge(s.amount_total, customer);
    Object.assign(s, { status: 'complete', payment_status: 'paid', customer });
    const events: Obj[] = [];
    if (s.mode === 'subscription') {
      const recurring = s.line_items.find((li) => li.price.recurring)!;
      const start = now();
      const end = start + periodSeconds(recurring.price.recurring!.interval);
      const sub: Obj = {
        id: id('sub'),
        object: 'subscription',
        status: 'active',
        customer,
        metadata: s.subscription_metadata,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: recurring.price,
              quantity: 1,
              current_period_start: start,
              current_period_end: end,
            },
          ],
        },
      };
      this.subscriptions.set(sub.id as string, sub);
      const inv = this.invoice(sub, s.amount_total, 'subscription_create', start, end, charge.payment_intent);
      Object.assign(s, { subscription: sub.id, invoice: inv.id });
      events.push(this.event('checkout.session.completed', this.sessionView(sid, [])));
      events.push(this.event('invoice.paid', inv));
    } else {
      s.payment_intent = charge.payment_intent;
      events.push(this.event('checkout.session.completed', this.sessionView(sid, [])));
    }
    return events;
  }

  subscription(subId: string) {
    const sub = this.subscriptions.get(subId);
    if (!sub) throw new StripeStandInError(404, `No such subscription: '${subId}'`, 'id');
    return sub;
  }

  /** The next period is billed and paid. */
  renew(subId: string): Obj[] {
    const sub = this.subscription(subId);
    if (sub.status !== 'active') throw new StripeStandInError(400, 'The subscription is not active.');
    const item = (sub.items as { data: Obj[] }).data[0]!;
    const price = item.price as LineItem['price'];
    const start = item.current_period_end as number;
    const end = start + periodSeconds(price.recurring!.interval);
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const charge = this.charge(price.unit_amount, sub.customer as string);
    return [
      this.event(
        'invoice.paid',
        this.invoice(sub, price.unit_amount, 'subscription_cycle', start, end, charge.payment_intent),
      ),
    ];
  }

  cancelSubscription(subId: string): Obj[] {
    const sub = this.subscription(subId);
    if (sub.status === 'canceled') return [];
    Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
    return [this.event('customer.subscription.deleted', sub)];
  }

  chargeFor(ref: { payment_intent?: string; charge?: string }) {
    const c = ref.payment_intent
      ? this.charges.get(ref.payment_intent)
      : [...this.charges.values()].find((x) => x.id === ref.charge);
    if (!c)
      throw new StripeStandInError(
        404,
        `No such payment_intent: '${ref.payment_intent ?? ref.charge}'`,
        'payment_intent',
      );
    return c;
  }

  refund(ref: { payment_intent?: string; charge?: string }, amount?: number): { refund: Obj; events: Obj[] } {
    const c = this.chargeFor(ref);
    const left = (c.amount as number) - (c.amount_refunded as number);
    const value = amount ?? left;
    if (!Number.isInteger(value) || value < 1 || value > left)
      throw new StripeStandInError(
        400,
        `Refund amount ($${(value / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount',
      );
    c.amount_refunded = (c.amount_refunded as number) + value;
    c.refunded = c.amount_refunded === c.amount;
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: value,
      charge: c.id,
      payment_intent: c.payment_intent,
      status: 'succeeded',
      currency: 'usd',
      created: now(),
    };
    return { refund, events: [this.event('charge.refunded', c)] };
  }

  dispute(pi: string): Obj[] {
    const c = this.chargeFor({ payment_intent: pi });
    c.disputed = true;
    const dispute = {
      id: id('dp'),
      object: 'dispute',
      amount: c.amount,
      charge: c.id,
      payment_intent: pi,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
      created: now(),
    };
    return [this.event('charge.dispute.created', dispute)];
  }
}
