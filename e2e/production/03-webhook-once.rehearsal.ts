import { randomUUID } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { expect, test } from '@playwright/test';
import { createDatabase } from '../../src/server/db/client.ts';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { createGameKey, gamePost, signIn, uniq } from './helpers.ts';
import { DATABASE_URL, INSTANCE_PORTS, instanceUrl, SITE, SITE_ENV, STRIPE_PORT } from './stack/settings.ts';

// A purchase paid on the Stripe stand-in is fulfilled by the webhook the stand-in posts through Caddy;
// Stripe delivers at least once, so the same signed events then reach both instances directly, at once.
// The purchase stays fulfilled once: one payment, one earning, the same deliveries.

async function purchaseFacts(client: pg.Client, sessionId: string) {
  const { rows } = await client.query<{ id: string; status: string }>(
    'select id, status from purchases where stripe_session_id = $1',
    [sessionId],
  );
  const id = rows[0]?.id;
  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql, [id])).rows[0]!.n);
  return {
    status: rows[0]?.status,
    payments: await count('select count(*) as n from purchase_payments where purchase_id = $1'),
    earnings: await count(`select count(*) as n from gym_leader_earnings where purchase_id = $1 and kind = 'earning'`),
    deliveries: await count('select count(*) as n from delivery_actions where purchase_id = $1'),
    events: await count('select count(*) as n from stripe_events where purchase_id = $1'),
  };
}

test('a purchase’s webhook is fulfilled once, whichever instance receives it', async ({ page }) => {
  const db = createDatabase(DATABASE_URL, 2);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    // A gym leader the checkout offers: a site account with a linked Minecraft account.
    const owner = await makeUser(db, { name: `Leader owner ${uniq()}` });
    await makeMinecraftAccount(db, { name: `Ldr${uniq()}`.slice(0, 16), userId: owner.id });
    const leader = await makeGymLeader(db, { userId: owner.id, displayName: `Rehearsal Leader ${uniq()}` });

    await page.goto('/shop');
    await signIn(page, `Buyer ${uniq()}`);
    // Link Minecraft: the site gives a code, the game server redeems it.
    const mc = `Buy${uniq()}`.slice(0, 16);
    const linked = await page.request.post('/api/link-codes', { headers: { origin: SITE }, data: {} });
    expect(linked.ok()).toBe(true);
    const { code } = (await linked.json()) as { code: string };
    const redeem = await gamePost(SITE, createGameKey(`rehearsal shop ${uniq()}`), '/link/redeem', {
      code,
      uuid: randomUUID(),
      name: mc,
    });
    expect(redeem.status).toBe(200);

    await page.goto('/shop#cosmetic');
    await page.getByRole('button', { name: /^\S*\s*Cosmetic Keys/ }).click();
    await page.getByRole('button', { name: 'Add to Cart: 3 Cosmetic Keys' }).click();
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await dialog.getByRole('radio', { name: new RegExp(leader.displayName) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('checkbox', { name: /I confirm that I will be online/ }).check();
    await expect(dialog.getByTestId('checkout-minecraft')).toHaveText(mc);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /^Pay / }).click();
    // Stripe's hosted page: the stand-in's own process.
    await page.waitForURL(`http://127.0.0.1:${STRIPE_PORT}/checkout/**`);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(`${SITE}/success?session_id=*`);
    await expect(page.getByText('Your order is complete')).toBeVisible();
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;

    const once = await purchaseFacts(client, sessionId);
    expect(once).toMatchObject({ status: 'completed', payments: 1, earnings: 1 });
    expect(once.deliveries).toBeGreaterThan(0);

    // Stripe retries: every event of this session again, to both instances at the same time.
    const { events } = (await (await fetch(`http://127.0.0.1:${STRIPE_PORT}/dev/events`)).json()) as {
      events: { id: string; data: { object: { id?: string } } }[];
    };
    const mine = events.filter((e) => JSON.stringify(e).includes(sessionId));
    expect(mine.length).toBeGreaterThan(0);
    const statuses = await Promise.all(
      INSTANCE_PORTS.flatMap((port) =>
        mine.map(async (event) => {
          const payload = JSON.stringify(event);
          const signature = Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: SITE_ENV.STRIPE_WEBHOOK_SECRET!,
          });
          const res = await fetch(`${instanceUrl(port)}/api/stripe/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          });
          return res.status;
        }),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await purchaseFacts(client, sessionId)).toEqual(once);
  } finally {
    await client.end();
    await db.$client.end();
  }
});
