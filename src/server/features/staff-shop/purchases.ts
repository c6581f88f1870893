import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { staffPurchaseQuery } from '../../../domain/shop/staff.ts';
import type { Tx } from '../../db/client.ts';
import {
  deliveryActions,
  gymLeaderEarnings,
  gymLeaders,
  minecraftAccounts,
  paymentMismatches,
  purchasePayments,
  purchases,
  stripeCharges,
  stripeEvents,
  user,
} from '../../db/schema/index.ts';
import { AppError, invalidInput } from '../../http/errors.ts';
import { purchaseColumns, purchaseViews } from '../../shop/purchase-view.ts';

const PAGE = 50;
const columns = {
  ...purchaseColumns,
  userId: purchases.userId,
  buyerName: user.name,
  disputedAt: purchases.disputedAt,
  subscriptionEndedAt: purchases.subscriptionEndedAt,
  stripeCustomerId: purchases.stripeCustomerId,
  stripeSubscriptionId: purchases.stripeSubscriptionId,
};
type Row = Awaited<ReturnType<typeof select>>[number];
const select = (db: Tx) =>
  db
    .select(columns)
    .from(purchases)
    .leftJoin(gymLeaders, eq(gymLeaders.id, purchases.gymLeaderId))
    .leftJoin(user, eq(user.id, purchases.userId))
    .$dynamic();

async function staffRows(db: Tx, rows: Row[]) {
  const views = await purchaseViews(db, rows);
  return views.map((v, i) => ({
    ...v,
    userId: rows[i]!.userId,
    buyerName: rows[i]!.buyerName,
    disputedAt: rows[i]!.disputedAt?.toISOString() ?? null,
    subscriptionEndedAt: rows[i]!.subscriptionEndedAt?.toISOString() ?? null,
    stripeCustomerId: rows[i]!.stripeCustomerId,
    stripeSubscriptionId: rows[i]!.stripeSubscriptionId,
  }));
}

/** Every purchase, newest first, by status or disputed; paged by (created_at, id). */
export async function listPurchases(db: Tx, q: z.infer<typeof staffPurchaseQuery>) {
  let after: { at: string; id: string } | null = null;
  if (q.cursor) {
    const [at, id] = Buffer.from(q.cursor, 'base64url').toString().split('|');
    if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id))
      throw invalidInput({ cursor: 'This cursor is not one the list gave.' });
    after = { at, id };
  }
  const rows = await select(db)
    .where(
      and(
        q.status ? eq(purchases.status, q.status) : undefined,
        q.disputed === 'true'
          ? isNotNull(purchases.disputedAt)
          : q.disputed === 'false'
            ? sql`${purchases.disputedAt} is null`
            : undefined,
        after
          ? sql`(${purchases.createdAt}, ${purchases.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    purchases: await staffRows(db, page),
    nextCursor:
      rows.length > PAGE && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
        : null,
  };
}

export async function purchaseDetail(db: Tx, id: string) {
  const [row] = await select(db).where(eq(purchases.id, id));
  if (!row) throw AppError.notFound('No purchase has this id.');
  const [purchase] = await staffRows(db, [row]);
  const events = await db
    .select()
    .from(stripeEvents)
    .where(eq(stripeEvents.purchaseId, id))
    .orderBy(asc(stripeEvents.receivedAt));
  const payments = await db
    .select()
    .from(purchasePayments)
    .where(eq(purchasePayments.purchaseId, id))
    .orderBy(asc(purchasePayments.createdAt));
  const pis = payments.map((p) => p.stripePaymentIntentId).filter((x): x is string => !!x);
  const charges = pis.length
    ? await db.select().from(stripeCharges).where(inArray(stripeCharges.paymentIntentId, pis))
    : [];
  const actions = await db
    .select({ action: deliveryActions, playerName: minecraftAccounts.name })
    .from(deliveryActions)
    .leftJoin(minecraftAccounts, eq(minecraftAccounts.uuid, deliveryActions.playerUuid))
    .where(eq(deliveryActions.purchaseId, id))
    .orderBy(asc(deliveryActions.seq));
  const ledger = await db
    .select()
    .from(gymLeaderEarnings)
    .where(eq(gymLeaderEarnings.purchaseId, id))
    .orderBy(asc(gymLeaderEarnings.createdAt));
  const mismatches = await db
    .select()
    .from(paymentMismatches)
    .where(eq(paymentMismatches.purchaseId, id))
    .orderBy(asc(paymentMismatches.createdAt));
  return {
    purchase: purchase!,
    events: events.map((e) => ({ id: e.id, type: e.type, receivedAt: e.receivedAt.toISOString() })),
    payments: payments.map((p) => {
      const c = charges.find((x) => x.paymentIntentId === p.stripePaymentIntentId);
      return {
        id: p.id,
        kind: p.kind,
        amountCents: p.amountCents,
        refundedCents: Math.min(p.amountCents, c?.amountRefundedCents ?? 0),
        disputed: !!c?.disputeId,
        stripePaymentIntentId: p.stripePaymentIntentId,
        periodEnd: p.periodEnd?.toISOString() ?? null,
      };
    }),
    deliveries: actions.map(({ action: a, playerName }) => ({
      id: a.id,
      kind: a.kind,
      playerUuid: a.playerUuid,
      playerName,
      status: a.status,
      payload: a.payload,
      notBefore: a.notBefore.toISOString(),
    })),
    mismatches: mismatches.map((m) => ({
      id: m.id,
      eventId: m.eventId,
      kind: m.kind,
      expectedCents: m.expectedCents,
      expectedCurrency: m.expectedCurrency,
      paidCents: m.paidCents,
      paidCurrency: m.paidCurrency,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
    ledger: ledger.map((e) => ({
      id: e.id,
      kind: e.kind,
      amountCents: e.amountCents,
      sharePercent: e.sharePercent,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
