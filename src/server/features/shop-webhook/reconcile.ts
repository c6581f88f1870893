import { findCatalogItem, isRankItem } from '../../../domain/shop/catalog.ts';
import { plannedActions, type PlannedAction } from '../../../domain/shop/fulfilment.ts';
import { deliveryRows, type DeliveryActionInput } from '../../deliveries/delivery-queue.ts';
import { currentSeasonNumber } from '../../seasons/current-season.ts';
import { creditLeader, reverseShare } from './leader-share.ts';
import type { Action, Earning, Payment, PurchaseRow } from './purchase-state.ts';
import type { Query } from './transaction.ts';

/** Everything the reconciliation decides from, in one statement (timestamps come back as text in JSON). */
const READ = `
  select
    coalesce((select json_agg(x order by x.kind = 'renewal', x.period_end, x.created_at) from (
      select p.id, p.kind, p.amount_cents, p.period_end, p.deliveries_queued_at, p.created_at,
             c.amount_refunded_cents, c.dispute_id
      from purchase_payments p left join stripe_charges c on c.payment_intent_id = p.stripe_payment_intent_id
      where p.purchase_id = $1) x), '[]') as payments,
    coalesce((select json_agg(e) from (
      select kind, amount_cents, share_percent::float8 as share_percent, payment_id, gym_leader_id
      from gym_leader_earnings where purchase_id = $1) e), '[]') as earnings,
    coalesce((select json_agg(i) from (select item_id, quantity from purchase_items where purchase_id = $1) i), '[]')
      as items,
    coalesce((select json_agg(d) from (
      select id, kind, status, payload, not_before from delivery_actions
      where purchase_id = $1 and kind in ('grant_rank', 'revoke_rank')) d), '[]') as actions`;

const date = (v: string | null) => (v ? new Date(v) : null);

/**
 * Brings a completed purchase in line with every payment, refund, dispute and subscription end
 * known so far (the caller holds the purchase row lock). Each step only adds what is missing, so
 * running it again, or after the facts arrived in another order, changes nothing.
 */
export async function reconcilePurchase(q: Query, purchase: PurchaseRow, sharePercent: number) {
  if (purchase.status !== 'completed' && purchase.status !== 'refunded') return;
  const [read] = await q<{
    payments: (Omit<Payment, 'period_end'> & { period_end: string | null })[];
    earnings: Earning[];
    items: { item_id: string; quantity: number }[];
    actions: (Omit<Action, 'not_before'> & { not_before: string })[];
  }>('read', READ, [purchase.id]);
  const payments: Payment[] = read!.payments.map((p) => ({ ...p, period_end: date(p.period_end) }));
  const actions: Action[] = read!.actions.map((a) => ({ ...a, not_before: new Date(a.not_before) }));

  // A purchase the site refunded as its payment arrived is neither credited nor delivered.
  const refundedOnArrival = purchase.refund_reason !== null;
  const entries =
    purchase.gym_leader_id && !refundedOnArrival
      ? await creditLeader(q, purchase, payments, read!.earnings, sharePercent)
      : [];
  if (!refundedOnArrival) actions.push(...(await queueDeliveries(q, purchase, payments, read!.items)));

  let refunded = 0;
  let returned = 0;
  for (const p of payments) {
    const money = Math.min(p.amount_cents, p.amount_refunded_cents ?? 0);
    // A disputed payment is lost in full, as if refunded.
    const amount = p.dispute_id ? p.amount_cents : money;
    refunded += amount;
    returned += money;
    if (amount > 0) await reverseShare(q, purchase, p, amount, entries);
  }
  const paid = payments.reduce((n, p) => n + p.amount_cents, 0);
  const disputed = payments.some((p) => p.dispute_id);
  const whole = disputed || (paid > 0 && refunded >= paid);
  // Refunded once Stripe has given back every payment in full; a dispute alone leaves it completed, flagged.
  const status = refundedOnArrival || (paid > 0 && returned >= paid) ? 'refunded' : 'completed';
  const flag = disputed && !purchase.disputed_at;
  if (refunded !== purchase.refunded_amount_cents || status !== purchase.status || flag) {
    await q(
      'settle',
      `update purchases set refunded_amount_cents = $2, status = $3,
         disputed_at = case when $4::boolean then now() else disputed_at end
       where id = $1`,
      [purchase.id, refunded, status, flag],
    );
  }
  await settleRank(q, purchase, payments, actions, whole);
}

/**
 * Queues the deliveries of the payments that have none yet: the checkout's payment delivers every
 * line; a renewal extends the rank to its new end date. Returns the rank actions it queued.
 */
async function queueDeliveries(q: Query, purchase: PurchaseRow, payments: Payment[], lines: Line[]) {
  const due = payments.filter((p) => !p.deliveries_queued_at);
  if (due.length === 0) return [];
  // A battle pass is for the season current when it is paid for; nothing else needs the season.
  const pass = due.some((p) => p.kind === 'checkout') && lines.some((l) => itemOf(l)?.delivery.kind === 'battle_pass');
  const season = pass ? await currentSeasonNumber(q) : null;
  const planned: PlannedAction[] = due.flatMap((p) => {
    const until = p.period_end?.toISOString() ?? null;
    return lines.flatMap((line) => {
      const item = itemOf(line);
      if (!item) return [];
      if (p.kind === 'renewal') return isRankItem(item) ? plannedActions(item, 1, until).filter((a) => a.forBuyer) : [];
      return plannedActions(item, line.quantity, isRankItem(item) ? until : null, season);
    });
  });
  const actions = planned.map((a) => ({
    kind: a.kind,
    playerUuid: a.forBuyer ? purchase.minecraft_uuid : null,
    payload: { ...a.payload, purchase_id: purchase.id },
    purchaseId: purchase.id,
  }));
  const queued = await enqueue(
    q,
    actions,
    due.map((p) => p.id),
  );
  return queued.filter((a) => a.kind === 'grant_rank' || a.kind === 'revoke_rank');
}

type Line = { item_id: string; quantity: number };
const itemOf = (l: Line) => findCatalogItem(l.item_id);

/**
 * Queues delivery actions (checked as the delivery queue checks them) in the order given, and marks
 * the payments they deliver as queued, in one statement.
 */
async function enqueue(q: Query, actions: DeliveryActionInput[], payments: string[] = []): Promise<Action[]> {
  const rows = deliveryRows(actions);
  return q<Action>(
    'enqueue',
    `with queued as (update purchase_payments set deliveries_queued_at = now() where id = any($7::uuid[]))
     insert into delivery_actions (kind, player_uuid, payload, purchase_id, requires_online, not_before)
     select t.kind, t.player_uuid, t.payload, t.purchase_id, t.requires_online, coalesce(t.not_before, now())
     from unnest($1::text[], $2::uuid[], $3::jsonb[], $4::uuid[], $5::boolean[], $6::timestamptz[])
       with ordinality as t(kind, player_uuid, payload, purchase_id, requires_online, not_before, n)
     order by t.n
     returning id, kind, status, payload, not_before`,
    [
      rows.map((r) => r.kind),
      rows.map((r) => r.playerUuid),
      rows.map((r) => JSON.stringify(r.payload)),
      rows.map((r) => r.purchaseId),
      rows.map((r) => r.requiresOnline),
      rows.map((r) => ('notBefore' in r ? r.notBefore : null)),
      payments,
    ],
  );
}

/**
 * A refunded or disputed purchase: what is still queued is cancelled, and a rank already handed out
 * is revoked now. A rank whose subscription ended is revoked when its last paid period ends.
 */
async function settleRank(q: Query, purchase: PurchaseRow, payments: Payment[], actions: Action[], whole: boolean) {
  const id = purchase.id;
  if (whole) {
    await q(
      'cancel',
      `update delivery_actions set status = 'cancelled'
       where purchase_id = $1 and status = 'pending' and kind <> 'revoke_rank'`,
      [id],
    );
    for (const a of actions) if (a.kind === 'grant_rank' && a.status === 'pending') a.status = 'cancelled';
  }
  const grants = actions.filter((a) => a.kind === 'grant_rank');
  if (grants.length === 0) return;
  const handedOut = grants.some((a) => a.status === 'leased' || a.status === 'done');
  const lastEnd = payments.reduce<Date | null>(
    (m, p) => (p.period_end && (!m || p.period_end > m) ? p.period_end : m),
    null,
  );
  const at = whole ? (handedOut ? new Date() : null) : purchase.subscription_ended_at ? (lastEnd ?? new Date()) : null;
  const revoke = actions.find((a) => a.kind === 'revoke_rank');
  const set = (name: string, to: string, values: unknown[]) =>
    q(name, `update delivery_actions set ${to} where id = $1`, [revoke!.id, ...values]);
  if (!revoke) {
    if (at)
      await enqueue(q, [
        {
          kind: 'revoke_rank',
          playerUuid: purchase.minecraft_uuid,
          payload: { rank: grants[0]!.payload.rank, purchase_id: id },
          purchaseId: id,
          notBefore: at,
        },
      ]);
  } else if (revoke.status === 'pending') {
    if (!at) await set('revoke-cancel', `status = 'cancelled'`, []);
    else if (revoke.not_before.getTime() !== at.getTime()) await set('revoke-move', 'not_before = $2', [at]);
  } else if (revoke.status === 'cancelled' && at) {
    await set('revoke-again', `status = 'pending', not_before = $2`, [at]);
  }
}
