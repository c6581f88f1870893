import pg from 'pg';
import { latencyFigures, type Scenario } from '../harness.ts';
import { benchBuyer } from '../shop-setup.ts';

// One buyer with 1,000 purchases among 1,000,000 in the table (10,000 other buyers): their history,
// first page and pages further on by cursor, p95 under 20 ms. Sequential round trips over loopback
// from the signed-in buyer, which bounds the time at the server from above.

const ROWS = 1_000_000;
const MINE = 1_000;
const REQUESTS = 300;

async function fill(client: pg.Client, userId: string) {
  const started = performance.now();
  await client.query('alter table purchases disable trigger purchases_notify');
  try {
    await client.query(`
      insert into "user" (id, name, email, discord_id)
      select 'bench-buyer-' || g, 'Buyer ' || g, 'buyer' || g || '@example.test', '7' || lpad(g::text, 17, '0')
      from generate_series(1, 10000) g on conflict do nothing`);
    await client.query(
      `
      with p as (
        insert into purchases (user_id, status, total_amount_cents, minecraft_uuid, minecraft_username, created_at)
        select case when g % ${ROWS / MINE} = 0 then $1 else 'bench-buyer-' || (1 + g % 10000) end,
               (array['completed','completed','completed','pending','failed'])[1 + g % 5], 499,
               md5('mc' || (g % 10000))::uuid, 'Player' || (g % 10000), now() - make_interval(secs => g * 30)
        from generate_series(1, ${ROWS}) g returning id)
      insert into purchase_items (purchase_id, item_id, item_name, item_price_cents, quantity, total_price_cents)
      select id, 'rank-ace-monthly', 'Ace Rank (Monthly)', 499, 1, 499 from p`,
      [userId],
    );
  } finally {
    await client.query('alter table purchases enable trigger purchases_notify');
  }
  await client.query('vacuum analyze purchases');
  await client.query('vacuum analyze purchase_items');
  return Math.round(performance.now() - started);
}

const scenario: Scenario = async (ctx) => {
  const buyer = await benchBuyer(ctx.url, ctx.databaseUrl, `History${Date.now() % 100000}`);
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const fillMs = await fill(client, buyer.userId);
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from purchases');
  await client.end();

  const get = async (cursor?: string) => {
    const res = await fetch(`${ctx.url}/api/shop/purchases${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { cookie: buyer.cookie },
    });
    if (res.status !== 200) throw new Error(`history answered ${res.status}`);
    return (await res.json()) as { purchases: unknown[]; nextCursor: string | null };
  };
  // Walk the whole history once (every cursor), then time first pages and deep pages.
  const cursors: string[] = [];
  let seen = 0;
  for (let page = await get(); ; page = await get(cursors.at(-1))) {
    seen += page.purchases.length;
    if (!page.nextCursor) break;
    cursors.push(page.nextCursor);
  }
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const cursor = i % 2 === 0 ? undefined : cursors[(i * 7) % cursors.length];
    const t = performance.now();
    await get(cursor);
    latencies.push(performance.now() - t);
  }
  const figures = latencyFigures(latencies);
  return {
    purchasesInTable: rows[0]!.n,
    buyersPurchases: seen,
    fillMs,
    requests: REQUESTS,
    ...figures,
    pass: seen === MINE && figures.p95Ms < 20,
  };
};
export default scenario;
