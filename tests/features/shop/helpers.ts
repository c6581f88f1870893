import Stripe from 'stripe';
import { asc, eq, sql } from 'drizzle-orm';
import { deliveryActions, gymLeaderEarnings, purchases, user } from '../../../src/server/db/schema/index.ts';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../../src/server/db/seed/factories.ts';
import { signIn } from '../../setup/sign-in.ts';
import type { TestServer } from '../../setup/test-server.ts';

export type StripeEvent = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

export interface Buyer {
  id: string;
  cookie: string;
  minecraftName: string;
  minecraftUuid: string;
  leaderId: string;
}

let n = 0;
/** A signed-in buyer with a linked Minecraft account, and a selectable gym leader to support. */
export async function makeBuyer(server: TestServer, leaderId?: string): Promise<Buyer> {
  const db = server.deps.db;
  const name = `Buyer${++n}${Date.now() % 100000}`;
  const cookie = await signIn(server, { newName: name });
  const me = (await (await server.request('/api/me', { cookie })).json()) as { user: { id: string } };
  const mc = await makeMinecraftAccount(db, { name: `Mc${name}`, userId: me.user.id });
  if (!leaderId) {
    const leaderUser = await makeUser(db);
    await makeMinecraftAccount(db, { name: `Blaze${n}${Date.now() % 100000}`, userId: leaderUser.id });
    leaderId = (await makeGymLeader(db, { userId: leaderUser.id, displayName: `Blaze ${n}`, element: 'fire' })).id;
  }
  return { id: me.user.id, cookie, minecraftName: mc.name, minecraftUuid: mc.uuid, leaderId };
}

export async function attest(server: TestServer, b: Buyer, type = 'minecraft_online_requirement') {
  const res = await server.request('/api/shop/attestations', {
    method: 'POST',
    cookie: b.cookie,
    json: { attestationType: type, accepted: true, minecraftUsername: b.minecraftName },
  });
  return ((await res.json()) as { id: string }).id;
}

/** A checkout request as the dialog sends it, with fresh attestations (EV policy too for Master). */
export async function checkoutBody(server: TestServer, b: Buyer, items: { id: string; quantity: number }[]) {
  const master = items.some((i) => i.id.startsWith('rank-master'));
  return {
    items,
    gymLeaderId: b.leaderId,
    minecraftUsername: b.minecraftName,
    attestationId: await attest(server, b),
    evPolicyAttestationId: master ? await attest(server, b, 'ev_editor_policy') : null,
  };
}

export async function checkout(server: TestServer, b: Buyer, items: { id: string; quantity: number }[]) {
  const res = await server.request('/api/shop/checkout', {
    method: 'POST',
    cookie: b.cookie,
    json: await checkoutBody(server, b, items),
  });
  if (res.status !== 200) throw new Error(`checkout ${res.status}: ${await res.text()}`);
  return (await res.json()) as { url: string; sessionId: string };
}

/** Asks the Stripe stand-in to do something; with deliver=false it only returns the signed-to-be events. */
export async function standIn(server: TestServer, path: string, deliver = true) {
  const res = await fetch(`${server.url}/dev/stripe/dev/${path}${deliver ? '' : '?deliver=false'}`, { method: 'POST' });
  if (!res.ok) throw new Error(`stand-in ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { events: StripeEvent[] }).events;
}

export async function standInSession(server: TestServer, sessionId: string) {
  return (await (await fetch(`${server.url}/dev/stripe/dev/sessions/${sessionId}`)).json()) as {
    payment_intent: string | null;
    subscription: string | null;
    invoice: string | null;
  };
}

const stripe = new Stripe('sk_test_unused');
/** Posts an event to the webhook as Stripe does, signed with the endpoint secret (or another). */
export function deliver(
  server: TestServer,
  event: unknown,
  o: { secret?: string; timestamp?: number; signal?: AbortSignal } = {},
) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: o.secret ?? server.deps.config.stripe.webhookSecret,
    ...(o.timestamp ? { timestamp: o.timestamp } : {}),
  });
  return fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
    signal: o.signal,
  });
}

/** What a purchase has become, without ids and clocks: two runs that should agree compare equal. */
export async function purchaseState(server: TestServer, purchaseId: string) {
  const db = server.deps.db;
  const [p] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  const ledger = await db
    .select({ kind: gymLeaderEarnings.kind, total: sql<number>`sum(${gymLeaderEarnings.amountCents})::int` })
    .from(gymLeaderEarnings)
    .where(eq(gymLeaderEarnings.purchaseId, purchaseId))
    .groupBy(gymLeaderEarnings.kind)
    .orderBy(gymLeaderEarnings.kind);
  const actions = await db
    .select({
      kind: deliveryActions.kind,
      player: deliveryActions.playerUuid,
      payload: deliveryActions.payload,
      status: deliveryActions.status,
    })
    .from(deliveryActions)
    .where(eq(deliveryActions.purchaseId, purchaseId))
    .orderBy(asc(deliveryActions.seq));
  return {
    status: p!.status,
    refunded: p!.refundedAmountCents,
    disputed: p!.disputedAt !== null,
    ended: p!.subscriptionEndedAt !== null,
    ledger,
    deliveries: actions
      .filter((a) => a.status !== 'cancelled')
      .map((a) => ({
        ...a,
        payload: { ...a.payload, purchase_id: 'same', until: a.payload.until ? 'set' : a.payload.until },
      }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  };
}

export async function purchaseBySession(server: TestServer, sessionId: string) {
  const [p] = await server.deps.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
  return p!;
}

/** A signed-in member of staff. */
export async function makeStaff(server: TestServer) {
  const staff = await makeBuyer(server);
  await server.deps.db.update(user).set({ role: 'staff' }).where(eq(user.id, staff.id));
  return staff.cookie;
}

/** What the staff purchase view shows of a purchase. */
export async function staffPurchase(server: TestServer, cookie: string, purchaseId: string) {
  const res = await server.request(`/api/staff/shop/purchases/${purchaseId}`, { cookie });
  if (res.status !== 200) throw new Error(`staff purchase ${res.status}`);
  return (await res.json()) as {
    events: { id: string; type: string }[];
    payments: { kind: string; amountCents: number }[];
    mismatches: {
      id: string;
      kind: string;
      paidCents: number;
      paidCurrency: string;
      expectedCents: number;
      status: string;
    }[];
  };
}

/** The rows an event can write: the same before and after an event that was refused. */
export async function webhookRows(server: TestServer) {
  const { rows } = await server.deps.db.execute(sql`select
    (select count(*)::int from stripe_events) as events,
    (select count(*)::int from stripe_charges) as charges,
    (select md5(coalesce(string_agg(c::text, ',' order by payment_intent_id), '')) from stripe_charges c) as charge_rows,
    (select count(*)::int from purchase_payments) as payments,
    (select count(*)::int from payment_mismatches) as mismatches,
    (select count(*)::int from gym_leader_earnings) as ledger,
    (select md5(coalesce(string_agg(d.id || d.status || d.not_before, ',' order by d.id), '')) from delivery_actions d) as deliveries,
    (select md5(coalesce(string_agg(p::text, ',' order by id), '')) from purchases p) as purchases`);
  return rows[0]!;
}
