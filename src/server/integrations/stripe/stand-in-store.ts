import type { FormValue } from './form-body.ts';
import { checkoutSession, type Session } from './stand-in-checkout.ts';
import {
  chargeObject,
  disputeObject,
  id,
  invoiceObject,
  now,
  periodSeconds,
  refundObject,
  StripeStandInError,
  subscriptionObject,
  type LineItem,
  type Obj,
} from './stand-in-objects.ts';

// The objects of the Stripe stand-in, kept in memory. Each change that Stripe would announce
// returns its events.

export class StandInStore {
  readonly sessions = new Map<string, Session>();
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
    const session = checkoutSession(p, payUrl);
    this.sessions.set(session.id, session);
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
    const charge = chargeObject(amount, customer);
    this.charges.set(charge.payment_intent, charge);
    return charge;
  }

  private invoice(sub: Obj, amount: number, reason: string, start: number, end: number, pi: string) {
    const inv = invoiceObject(sub, amount, reason, start, end, pi);
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
      const sub = subscriptionObject(customer, s.subscription_metadata, recurring.price, start, end);
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

  /**
   * The session closes unpaid: asked through the API (POST /v1/checkout/sessions/:id/expire), or on
   * its own when its buyer abandoned it. Only an open session can expire, as in Stripe.
   */
  expire(sid: string): Obj[] {
    const s = this.session(sid);
    if (s.status !== 'open')
      throw new StripeStandInError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    s.status = 'expired';
    return [this.event('checkout.session.expired', this.sessionView(sid, []))];
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
    if (left === 0)
      throw new StripeStandInError(
        400,
        `Charge ${String(c.id)} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    const value = amount ?? left;
    if (!Number.isInteger(value) || value < 1 || value > left)
      throw new StripeStandInError(
        400,
        `Refund amount ($${(value / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount',
      );
    c.amount_refunded = (c.amount_refunded as number) + value;
    c.refunded = c.amount_refunded === c.amount;
    return { refund: refundObject(c, value), events: [this.event('charge.refunded', c)] };
  }

  dispute(pi: string): Obj[] {
    const c = this.chargeFor({ payment_intent: pi });
    c.disputed = true;
    return [this.event('charge.dispute.created', disputeObject(c))];
  }
}
