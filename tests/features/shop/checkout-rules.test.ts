import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymLeaders, purchaseAttestations } from '../../../src/server/db/schema/index.ts';
import { makeGymLeader } from '../../../src/server/db/seed/factories.ts';
import { signIn } from '../../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { attest, checkout, checkoutBody, makeBuyer, standIn, type Buyer } from './helpers.ts';

let server: TestServer;
let buyer: Buyer;
let other: Buyer;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await makeBuyer(server);
  other = await makeBuyer(server, buyer.leaderId);
});
afterAll(() => server.close());

const post = (b: { cookie: string } | null, body: unknown) =>
  server.request('/api/shop/checkout', { method: 'POST', cookie: b?.cookie, json: body });
type ErrorAnswer = { error: { message: string; fields?: Record<string, string>; reason?: string } };
async function refusal(res: Response) {
  const { error } = (await res.json()) as ErrorAnswer;
  return { status: res.status, message: error.message, description: error.fields?.description, reason: error.reason };
}
// The reason that tells the checkout dialog to show the refusal's own words.
const reason = 'checkout_refused';
const keys = [{ id: 'cosmetic-keys-1', quantity: 1 }];
const changed = {
  status: 400,
  message: 'Minecraft account changed',
  description: 'Your linked Minecraft account is not the one this checkout showed. Close the checkout and start again.',
  reason,
};

describe('checkout rules, checked on the server', () => {
  it('asks to log in, then for a non-empty cart', async () => {
    expect(await refusal(await post(null, await checkoutBody(server, buyer, keys)))).toMatchObject({
      status: 401,
      message: 'Please log in',
      reason,
    });
    expect(await refusal(await post(buyer, await checkoutBody(server, buyer, [])))).toMatchObject({
      status: 400,
      message: 'Cart is empty',
      reason,
    });
  });

  it('needs a linked Minecraft account, to attest and to check out', async () => {
    const cookie = await signIn(server, { newName: 'Unlinked' });
    const body = { ...(await checkoutBody(server, buyer, keys)) };
    const required = {
      status: 400,
      message: 'Minecraft account required',
      description: 'Please link your Minecraft account to make purchases.',
      reason,
    };
    expect(await refusal(await post({ cookie }, body))).toEqual(required);
    const attestation = {
      attestationType: 'minecraft_online_requirement',
      accepted: true,
      minecraftUsername: 'Anyone',
    };
    const attested = await server.request('/api/shop/attestations', { method: 'POST', cookie, json: attestation });
    expect(await refusal(attested)).toEqual(required);
  });

  it('needs a real, selectable gym leader', async () => {
    const unlinked = await makeGymLeader(server.deps.db, { displayName: 'No Account' });
    for (const gymLeaderId of [null, unlinked.id, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const body = { ...(await checkoutBody(server, buyer, keys)), gymLeaderId };
      expect(await refusal(await post(buyer, body))).toEqual({
        status: 400,
        message: 'Please select a gym leader',
        description: 'Choose a gym leader to support with your purchase.',
        reason,
      });
    }
    const listed = (await (await server.request('/api/shop/gym-leaders')).json()) as { leaders: { id: string }[] };
    expect(listed.leaders.map((l) => l.id)).toContain(buyer.leaderId);
    expect(listed.leaders.map((l) => l.id)).not.toContain(unlinked.id);
    await server.deps.db.delete(gymLeaders).where(eq(gymLeaders.id, unlinked.id));
  });

  it("refuses a missing, stale or another user's attestation", async () => {
    const message = {
      status: 400,
      message: 'Please confirm attestation',
      description: 'You must check the attestation box to continue.',
      reason,
    };
    const body = await checkoutBody(server, buyer, keys);
    expect(await refusal(await post(buyer, { ...body, attestationId: null }))).toEqual(message);
    expect(await refusal(await post(buyer, { ...body, attestationId: await attest(server, other) }))).toEqual(message);
    const stale = await attest(server, buyer);
    await server.deps.db
      .update(purchaseAttestations)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(purchaseAttestations.id, stale));
    expect(await refusal(await post(buyer, { ...body, attestationId: stale }))).toEqual(message);
  });

  it('needs the EV Editor Policy for a Master rank, and the linked account the dialog showed', async () => {
    const master = await checkoutBody(server, buyer, [{ id: 'rank-master-annual', quantity: 1 }]);
    expect(await refusal(await post(buyer, { ...master, evPolicyAttestationId: null }))).toEqual({
      status: 400,
      message: 'Please confirm EV Editor Policy',
      description: 'You must agree to the EV Editor Policy for Master rank purchases.',
      reason,
    });
    // Another name is refused without printing the linked one; no name at all means the linked account.
    const wrong = await post(buyer, { ...master, minecraftUsername: 'SomeoneElse' });
    const text = await wrong.clone().text();
    expect(await refusal(wrong)).toEqual(changed);
    expect(text).not.toContain(buyer.minecraftName);
    expect((await post(buyer, { ...master, minecraftUsername: ` ${buyer.minecraftName} ` })).status).toBe(200);
    const { minecraftUsername: _shown, ...unnamed } = await checkoutBody(server, buyer, keys);
    expect((await post(buyer, unnamed)).status).toBe(200);
  });

  it('refuses an attestation not ticked or for another name, and stores the linked name', async () => {
    const attestation = (accepted: boolean, minecraftUsername?: string) =>
      server.request('/api/shop/attestations', {
        method: 'POST',
        cookie: buyer.cookie,
        json: { attestationType: 'ev_editor_policy', accepted, minecraftUsername },
      });
    // Not ticked is invalid input, not one of the checkout's refusals: the dialog shows its own fallback.
    expect(await refusal(await attestation(false, buyer.minecraftName))).toEqual({
      status: 400,
      message: 'Invalid input: accepted: You must check the attestation box to continue.',
      description: undefined,
      reason: undefined,
    });
    const wrong = await attestation(true, 'SomeoneElse');
    expect(await wrong.clone().text()).not.toContain(buyer.minecraftName);
    expect(await refusal(wrong)).toEqual(changed);
    const stored = (await (await attestation(true)).json()) as { id: string };
    const [row] = await server.deps.db
      .select()
      .from(purchaseAttestations)
      .where(eq(purchaseAttestations.id, stored.id));
    expect(row!.userConfirmation).toBe(buyer.minecraftName);
  });
});

describe('price and quantity tampering', () => {
  it('ignores a price sent by the browser and charges the catalog price', async () => {
    const body = await checkoutBody(server, buyer, [{ id: 'gym-tokens-9', quantity: 2 }]);
    const res = await post(buyer, {
      ...body,
      items: [{ id: 'gym-tokens-9', quantity: 2, price: 0.01, priceCents: 1 }],
      total: 1,
    });
    const { url } = (await res.json()) as { url: string };
    expect(await (await fetch(url)).text()).toContain('Pay $13.98');
  });

  it('refuses quantities not above 0, fractions, huge counts, unknown ids and two ranks', async () => {
    const base = await checkoutBody(server, buyer, keys);
    const cases = [
      [{ id: 'cosmetic-keys-1', quantity: 0 }],
      [{ id: 'cosmetic-keys-1', quantity: -3 }],
      [{ id: 'cosmetic-keys-1', quantity: 1.5 }],
      [{ id: 'cosmetic-keys-1', quantity: 100 }],
      [{ id: 'price_retired', quantity: 1 }],
      [{ id: 'rank-ace-monthly', quantity: 2 }],
      [
        { id: 'rank-ace-monthly', quantity: 1 },
        { id: 'rank-elite-annual', quantity: 1 },
      ],
      [
        { id: 'cosmetic-keys-1', quantity: 1 },
        { id: 'cosmetic-keys-1', quantity: 1 },
      ],
    ];
    for (const items of cases) expect((await post(buyer, { ...base, items })).status, JSON.stringify(items)).toBe(400);
  });
});

describe('only your own purchases', () => {
  it("lists only the signed-in user's purchases and hides another's order", async () => {
    const { sessionId } = await checkout(server, buyer, keys);
    await standIn(server, `checkout/${sessionId}/pay`);
    const mine = (await (await server.request('/api/shop/purchases', { cookie: buyer.cookie })).json()) as {
      purchases: { stripeSessionId: string; status: string }[];
    };
    expect(mine.purchases[0]).toMatchObject({ stripeSessionId: sessionId, status: 'completed' });
    const theirs = (await (await server.request('/api/shop/purchases', { cookie: other.cookie })).json()) as {
      purchases: unknown[];
    };
    expect(theirs.purchases).toEqual([]);
    expect((await server.request(`/api/shop/orders/${sessionId}`, { cookie: other.cookie })).status).toBe(404);
    const order = await server.request(`/api/shop/orders/${sessionId}`, { cookie: buyer.cookie });
    expect(await order.json()).toMatchObject({
      totalAmountCents: 199,
      items: [{ itemId: 'cosmetic-keys-1', quantity: 1 }],
    });
    expect((await server.request('/api/shop/purchases')).status).toBe(401);
  });
});
