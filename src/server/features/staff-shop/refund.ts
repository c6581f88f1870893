import type { z } from 'zod';
import type { staffRefundRequest } from '../../../domain/shop/staff.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { stripeClient } from '../../integrations/stripe/client.ts';
import { recordAudit } from '../../staff/audit.ts';
import { purchaseDetail } from './purchases.ts';

/**
 * Asks Stripe to refund a payment of the purchase. Nothing else changes here: Stripe's
 * charge.refunded webhook reverses the leader's share, cancels what is queued and revokes the rank.
 */
export async function refundPurchase(
  db: Database,
  config: Config,
  actor: { id: string },
  purchaseId: string,
  req: z.infer<typeof staffRefundRequest>,
) {
  const detail = await purchaseDetail(db, purchaseId);
  const payment = req.paymentId
    ? detail.payments.find((p) => p.id === req.paymentId)
    : detail.payments.find((p) => p.kind === 'checkout');
  if (!payment?.stripePaymentIntentId) throw AppError.conflict('This purchase has no completed payment to refund.');
  const left = payment.amountCents - payment.refundedCents;
  if (payment.disputed) throw AppError.conflict('This payment is disputed: Stripe settles it through the dispute.');
  if (left <= 0) throw AppError.conflict('This payment is already refunded in full.');
  const amount = req.amountCents ?? left;
  if (amount > left)
    throw AppError.invalid(`At most ${left} cents of this payment are left to refund.`, {
      amountCents: `At most ${left}.`,
    });
  let refund;
  try {
    refund = await stripeClient(config.stripe).refunds.create({
      payment_intent: payment.stripePaymentIntentId,
      amount,
      metadata: { purchase_id: purchaseId, staff_id: actor.id },
    });
  } catch (err) {
    throw Object.assign(new AppError('unavailable', 'Stripe did not accept the refund. Please try again.'), {
      cause: err,
    });
  }
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: 'purchase.refund',
      target: { table: 'purchases', id: purchaseId },
      before: { paymentId: payment.id, refundedCents: payment.refundedCents },
      after: { refundId: refund.id, amountCents: amount },
    }),
  );
  return { refundId: refund.id, amountCents: amount };
}
