import type { Stripe } from '../../integrations/stripe/client.ts';

// What one Stripe event tells us, as plain facts. A Checkout Session is read back from Stripe (with
// its line items, invoice and subscription) rather than trusted from the event's copy; the other
// objects are final or only grow (a refunded amount), so their copy in the event is enough.

export interface PaymentFact {
  kind: 'checkout' | 'renewal';
  invoiceId: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  periodEnd: Date | null;
}

export type Facts =
  | {
      type: 'session';
      sessionId: string;
      purchaseId: string | null;
      outcome: 'paid' | 'waiting' | 'failed';
      customerId: string | null;
      subscriptionId: string | null;
      payment: PaymentFact | null;
    }
  | { type: 'invoice'; purchaseId: string | null; subscriptionId: string | null; payment: PaymentFact }
  | { type: 'subscription_ended'; purchaseId: string | null; subscriptionId: string; endedAt: Date }
  | { type: 'charge'; paymentIntentId: string; chargeId: string; amountRefundedCents: number; disputeId: string | null }
  | { type: 'ignored' };

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function invoicePaymentIntent(invoice: Stripe.Invoice): string | null {
  const first = invoice.payments?.data[0]?.payment;
  return first?.type === 'payment_intent' ? idOf(first.payment_intent ?? null) : null;
}

function invoicePayment(invoice: Stripe.Invoice, kind: PaymentFact['kind']): PaymentFact {
  return {
    kind,
    invoiceId: invoice.id ?? null,
    paymentIntentId: invoicePaymentIntent(invoice),
    amountCents: invoice.amount_paid,
    periodEnd: date(invoice.lines.data[0]?.period.end),
  };
}

/** Whether reading the event asks Stripe (a Checkout Session is read back); the others are read from the event. */
export const needsStripe = (event: Stripe.Event) => event.type.startsWith('checkout.session.');

export async function readEvent(stripe: Stripe, event: Stripe.Event): Promise<Facts> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const s = await stripe.checkout.sessions.retrieve(event.data.object.id, {
        expand: ['line_items', 'invoice.payments', 'subscription'],
      });
      const paid =
        s.status === 'complete' && (s.payment_status === 'paid' || s.payment_status === 'no_payment_required');
      const failed = event.type === 'checkout.session.async_payment_failed' || s.status === 'expired';
      const invoice = s.invoice && typeof s.invoice === 'object' ? s.invoice : null;
      const sub = s.subscription && typeof s.subscription === 'object' ? s.subscription : null;
      return {
        type: 'session',
        sessionId: s.id,
        purchaseId: s.metadata?.purchase_id ?? s.client_reference_id ?? null,
        outcome: paid ? 'paid' : failed ? 'failed' : 'waiting',
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
        payment: paid
          ? {
              kind: 'checkout',
              invoiceId: idOf(s.invoice),
              paymentIntentId: idOf(s.payment_intent) ?? (invoice ? invoicePaymentIntent(invoice) : null),
              amountCents: s.amount_total ?? 0,
              periodEnd: date(sub?.items.data[0]?.current_period_end ?? invoice?.lines.data[0]?.period.end),
            }
          : null,
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      if (!details) return { type: 'ignored' };
      const first = invoice.billing_reason === 'subscription_create';
      return {
        type: 'invoice',
        purchaseId: details.metadata?.purchase_id ?? null,
        subscriptionId: idOf(details.subscription),
        payment: invoicePayment(invoice, first ? 'checkout' : 'renewal'),
      };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return {
        type: 'subscription_ended',
        purchaseId: sub.metadata?.purchase_id ?? null,
        subscriptionId: sub.id,
        endedAt: date(sub.ended_at) ?? new Date(event.created * 1000),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const pi = idOf(charge.payment_intent);
      if (!pi) return { type: 'ignored' };
      return {
        type: 'charge',
        paymentIntentId: pi,
        chargeId: charge.id,
        amountRefundedCents: charge.amount_refunded,
        disputeId: null,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const pi = idOf(dispute.payment_intent);
      if (!pi) return { type: 'ignored' };
      return {
        type: 'charge',
        paymentIntentId: pi,
        chargeId: idOf(dispute.charge)!,
        amountRefundedCents: 0,
        disputeId: dispute.id,
      };
    }
    default:
      return { type: 'ignored' };
  }
}
