import { z } from 'zod';

// The parts of Stripe's events and objects the webhook reads, checked before anything is written.
// A correctly signed event can still be malformed (another API version, a bug, a hand-made test
// event): it is answered 400 naming the field, and nothing of it is stored.

/** Stripe's ids are ASCII letters, digits and underscores (evt_…, pi_…, cs_test_…). */
const stripeId = z.string().min(1).max(255).regex(/^\w+$/, 'Not a Stripe id.');
/** What the database's integer columns hold. */
const cents = z.number().int().min(0).max(2_147_483_647);
/** Unix seconds, up to the year 3000. */
const seconds = z.number().int().min(0).max(32_503_680_000);
const currency = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, 'Not a currency code.')
  .transform((c) => c.toLowerCase());
/** An expandable field: the id, or the object with its id. */
const ref = z.union([stripeId, z.object({ id: stripeId })]).transform((v) => (typeof v === 'string' ? v : v.id));
const optionalRef = ref.nullish().transform((v) => v ?? null);
/** Only the purchase id is read from metadata, and only when it is text. */
const purchaseRef = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((m) => (typeof m?.purchase_id === 'string' ? m.purchase_id : null));

export const eventEnvelope = z.object({
  id: stripeId,
  type: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_.]+$/, 'Not a Stripe event type.'),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof eventEnvelope>;

const lines = z
  .object({ data: z.array(z.object({ period: z.object({ end: seconds.nullish() }).nullish() })) })
  .nullish();
const payments = z
  .object({
    data: z.array(
      z.object({ payment: z.object({ type: z.string().max(100).nullish(), payment_intent: optionalRef }).nullish() }),
    ),
  })
  .nullish();

export const invoiceObject = z.object({
  id: stripeId,
  amount_paid: cents,
  currency,
  billing_reason: z.string().max(100).nullish(),
  lines,
  payments,
  parent: z
    .object({
      subscription_details: z.object({ subscription: optionalRef, metadata: purchaseRef }).nullish(),
    })
    .nullish(),
});

const subscriptionObject = z.object({
  id: stripeId,
  items: z.object({ data: z.array(z.object({ current_period_end: seconds.nullish() })) }).nullish(),
});

/** A Checkout Session as Stripe answers it, with its invoice and subscription expanded. */
export const checkoutSession = z.object({
  id: stripeId,
  status: z.string().max(100).nullish(),
  payment_status: z.string().max(100).nullish(),
  metadata: purchaseRef,
  client_reference_id: z.string().max(255).nullish(),
  customer: optionalRef,
  payment_intent: optionalRef,
  invoice: z.union([stripeId, invoiceObject]).nullish(),
  subscription: z.union([stripeId, subscriptionObject]).nullish(),
  amount_total: cents.nullish(),
  currency: currency.nullish(),
});

/** The object of each event type the webhook acts on. */
export const eventObjects = {
  session: z.object({ id: stripeId }),
  invoice: invoiceObject,
  subscription: z.object({ id: stripeId, metadata: purchaseRef, ended_at: seconds.nullish() }),
  charge: z.object({ id: stripeId, payment_intent: optionalRef, amount_refunded: cents }),
  dispute: z.object({ id: stripeId, charge: ref, payment_intent: optionalRef }),
};
