import http from 'node:http';
import pg from 'pg';
import Stripe from 'stripe';
import { latencyFigures, type Scenario } from '../harness.ts';
import { benchBuyer, benchCheckout, pool, standInEvents, standInSession, type StripeEvent } from '../shop-setup.ts';

// 2,000 signed Stripe events for 500 purchases (400 ranks bought, renewed and ended; 100 key orders
// refunded in two parts and disputed), 20% of them sent twice, all shuffled, 16 at a time. It must
// run at 200 events a second or more and end with every purchase in the state one clean delivery
// gives. The webhook secret is the development stand-in's, as the bench server runs without keys.

const RANKS = 400;
const REFUNDS = 100;
const SECRET = 'whsec_stand_in_development_only';
const stripe = new Stripe('sk_test_unused');

async function rankEvents(base: string, b: Awaited<ReturnType<typeof benchBuyer>>) {
  const sid = await benchCheckout(b, [{ id: 'rank-ace-monthly', quantity: 1 }]);
  const paid = await standInEvents(base, `checkout/${sid}/pay`);
  const sub = (await standInSession(base, sid)).subscription!;
  return [
    ...paid,
    ...(await standInEvents(base, `subscriptions/${sub}/renew`)),
    ...(await standInEvents(base, `subscriptions/${sub}/end`)),
  ];
}

async function refundEvents(base: string, b: Awaited<ReturnType<typeof benchBuyer>>) {
  const sid = await benchCheckout(b, [{ id: 'cosmetic-keys-5', quantity: 2 }]);
  const paid = await standInEvents(base, `checkout/${sid}/pay`);
  const pi = (await standInSession(base, sid)).payment_intent!;
  return [
    ...paid,
    ...(await standInEvents(base, `payments/${pi}/refund?amount=300`)),
    ...(await standInEvents(base, `payments/${pi}/refund`)),
    ...(await standInEvents(base, `payments/${pi}/dispute`)),
  ];
}

/**
 * One webhook delivery over a kept-alive node:http connection. The bench shares the machine's two
 * cores with the server it measures, and fetch cost it more CPU per request than the server's own
 * Stripe client (undici's streams and headers); Stripe's deliveries are plain HTTP POSTs too.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
function post(url: string, body: string, signature: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'stripe-signature': signature,
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function shuffle<T>(xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** Purchases whose state is not the clean one: ranks renewed once and ended, keys refunded and disputed. */
async function mismatches(databaseUrl: string, userId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `with s as (
         select p.id, p.status, p.refunded_amount_cents as refunded, p.disputed_at is not null as disputed,
                (select string_agg(i.item_id, ',') from purchase_items i where i.purchase_id = p.id) as item,
                coalesce((select sum(case when kind = 'earning' then amount_cents else 0 end) from gym_leader_earnings e where e.purchase_id = p.id), 0) as earned,
                coalesce((select sum(case when kind = 'reversal' then amount_cents else 0 end) from gym_leader_earnings e where e.purchase_id = p.id), 0) as reversed,
                (select string_agg(kind, ',' order by kind) from delivery_actions d where d.purchase_id = p.id and d.status <> 'cancelled') as active
         from purchases p where p.user_id = $1)
       select count(*)::int as n from s where not (
         (item = 'rank-ace-monthly' and status = 'completed' and refunded = 0 and earned = 100 and reversed = 0
           and active = 'grant_rank,grant_rank,gym_tokens,revoke_rank')
         or (item = 'cosmetic-keys-5' and status = 'refunded' and refunded = 1398 and disputed and earned = 140
           and reversed = 140 and active is null))`,
      [userId],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

const scenario: Scenario = async (ctx) => {
  const buyer = await benchBuyer(ctx.url, ctx.databaseUrl, `Storm${Date.now() % 100000}`);
  const kinds = [...Array<'rank'>(RANKS).fill('rank'), ...Array<'refund'>(REFUNDS).fill('refund')];
  const events = (
    await pool(kinds, 8, (k) => (k === 'rank' ? rankEvents(ctx.url, buyer) : refundEvents(ctx.url, buyer)))
  ).flat();
  const sends: StripeEvent[] = shuffle([...events, ...shuffle([...events]).slice(0, Math.round(events.length * 0.2))]);
  // Signed before the clock starts, so the figures are the server's and not the bench's own signing.
  const signed = sends.map((event) => {
    const payload = JSON.stringify(event);
    return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
  });
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  await pool(signed, 16, async ({ payload, header }) => {
    const t = performance.now();
    const res = await post(`${ctx.url}/api/stripe/webhook`, payload, header);
    latencies.push(performance.now() - t);
    if (res.status !== 200) refused++;
  });
  const seconds = (performance.now() - started) / 1000;
  const wrong = await mismatches(ctx.databaseUrl, buyer.userId);
  return {
    purchases: kinds.length,
    events: events.length,
    sent: sends.length,
    refused,
    eventsPerSecond: Math.round(sends.length / seconds),
    ...latencyFigures(latencies),
    purchasesNotInCleanState: wrong,
    pass: refused === 0 && wrong === 0 && sends.length / seconds >= 200,
  };
};
export default scenario;
