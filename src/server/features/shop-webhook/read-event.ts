import type { z } from 'zod';
import { AppError, invalidInput, zodFields } from '../../http/errors.ts';
import { isStripeNotFound, type Stripe } from '../../integrations/stripe/client.ts';
import { checkoutSession, eventEnvelope, eventObjects, type invoiceObject, type StripeEvent } from './event-shapes.ts';

// What one Stripe event tells us, as plain facts. A Checkout Session is read back from Stripe (with
// its line items, invoice and subscription) rather than trusted from the event's copy; the other
// objects are final or only grow (a refunded amount), so their copy in the event is enough.

export interface PaymentFact {
  kind: 'checkout' | 'renewal';
  invoiceId: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
  periodEnd: Date | null;
}

export type Facts =
  | {
      type: 'session';
      sessionId: string;
      purchaseId: string | null;
      outcome: 'paid' | 'waiting' | 'failed' | 'expired';
      customerId: string | null;
      subscriptionId: string | null;
      payment: PaymentFact | null;
    }
  | { type: 'invoice'; purchaseId: string | null; subscriptionId: string | null; payment: PaymentFact }
  | { type: 'subscription_ended'; purchaseId: string | null; subscriptionId: string; endedAt: Date }
  | { type: 'charge'; paymentIntentId: string; chargeId: string; amountRefundedCents: number; disputeId: string | null }
  | { type: 'ignored' };

type Invoice = z.output<typeof invoiceObject>;
const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function invoicePaymentIntent(invoice: Invoice): string | null {
  const first = invoice.payments?.data[0]?.payment;
  return first?.type === 'payment_intent' ? (first.payment_intent ?? null) : null;
}

function invoicePayment(invoice: Invoice, kind: PaymentFact['kind']): PaymentFact {
  return {
    kind,
    invoiceId: invoice.id,
    paymentIntentId: invoicePaymentIntent(invoice),
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    periodEnd: date(invoice.lines?.data[0]?.period?.end),
  };
}

/** The event as far as every event is read: its id, type, time and object; 400 when it is not one. */
export function parseEvent(event: unknown): StripeEvent {
  const parsed = eventEnvelope.safeParse(event);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** The event's object, checked for what is read of it; 400 naming the field when it does not fit. */
function objectOf<T>(event: StripeEvent, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(event.data.object);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(Object.entries(zodFields(parsed.error)).map(([k, v]) => [`data.object.${k}`, v]));
  throw invalidInput(fields);
}

/** Whether reading the event asks Stripe (a Checkout Session is read back); the others are read from the event. */
export const needsStripe = (event: StripeEvent) => event.type.startsWith('checkout.session.');

/** The session as Stripe has it now; null when Stripe has no such session (the event can never apply). */
async function retrieveSession(stripe: Stripe, id: string) {
  let answer: unknown;
  try {
    answer = await stripe.checkout.sessions.retrieve(id, {
      expand: ['line_items', 'invoice.payments', 'subscription'],
    });
  } catch (err) {
    if (isStripeNotFound(err)) return null;
    throw Object.assign(new AppError('unavailable', 'Stripe did not answer. Please try again.'), { cause: err });
  }
  const parsed = checkoutSession.safeParse(answer);
  if (!parsed.success)
    throw AppError.invalid('Stripe answered with a Checkout Session this site cannot read.', zodFields(parsed.error));
  return parsed.data;
}

async function readSession(stripe: Stripe, event: StripeEvent): Promise<Facts> {
  const s = await retrieveSession(stripe, objectOf(event, eventObjects.session).id);
  if (!s) return { type: 'ignored' };
  const paid = s.status === 'complete' && (s.payment_status === 'paid' || s.payment_status === 'no_payment_required');
  const failed = event.type === 'checkout.session.async_payment_failed';
  const invoice = s.invoice && typeof s.invoice === 'object' ? s.invoice : null;
  const sub = s.subscription && typeof s.subscription === 'object' ? s.subscription : null;
  const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
  return {
    type: 'session',
    sessionId: s.id,
    purchaseId: s.metadata ?? s.client_reference_id ?? null,
    // Expired: the buyer canceled (the site expired the session) or abandoned it; nothing was charged.
    outcome: paid ? 'paid' : failed ? 'failed' : s.status === 'expired' ? 'expired' : 'waiting',
    customerId: s.customer,
    subscriptionId: idOf(s.subscription),
    payment: paid
      ? {
          kind: 'checkout',
          invoiceId: idOf(s.invoice),
          paymentIntentId: s.payment_intent ?? (invoice ? invoicePaymentIntent(invoice) : null),
          amountCents: s.amount_total ?? 0,
          currency: s.currency ?? '',
          periodEnd: date(sub?.items?.data[0]?.current_period_end ?? invoice?.lines?.data[0]?.period?.end),
        }
      : null,
  };
}

export async function readEvent(stripe: Stripe, event: StripeEvent): Promise<Facts> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return readSession(stripe, event);
    case 'invoice.paid': {
      const invoice = objectOf(event, eventObjects.invoice);
      const details = invoice.parent?.subscription_details;
      if (!details) return { type: 'ignored' };
      const first = invoice.billing_reason === 'subscription_create';
      return {
        type: 'invoice',
        purchaseId: details.metadata,
        subscriptionId: details.subscription,
        payment: invoicePayment(invoice, first ? 'checkout' : 'renewal'),
      };
    }
    case 'customer.subscription.deleted': {
      const sub = objectOf(event, eventObjects.subscription);
      return {
        type: 'subscription_ended',
        purchaseId: sub.metadata,
        subscriptionId: sub.id,
        endedAt: date(sub.ended_at) ?? new Date(event.created * 1000),
      };
    }
    case 'charge.refunded': {
      const charge = objectOf(event, eventObjects.charge);
      if (!charge.payment_intent) return { type: 'ignored' };
      return {
        type: 'charge',
        paymentIntentId: charge.payment_intent,
        chargeId: charge.id,
        amountRefundedCents: charge.amount_refunded,
        disputeId: null,
      };
    }
    case 'charge.dispute.created': {
      const dispute = objectOf(event, eventObjects.dispute);
      if (!dispute.payment_intent) return { type: 'ignored' };
      return {
        type: 'charge',
        paymentIntentId: dispute.payment_intent,
        chargeId: dispute.charge,
        amountRefundedCents: 0,
        disputeId: dispute.id,
      };
    }
    default:
      return { type: 'ignored' };
  }
}
