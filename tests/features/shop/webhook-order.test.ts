import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import {
  checkout,
  deliver,
  makeBuyer,
  purchaseBySession,
  purchaseState,
  standIn,
  standInSession,
  type Buyer,
  type StripeEvent,
} from './helpers.ts';

// Stripe does not promise the order of events. Every ordering of one purchase's events must end in
// the state that delivering them in the order they happened gives.

let server: TestServer;
let buyer: Buyer;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await makeBuyer(server);
});
afterAll(() => server.close());

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** A rank bought, renewed once, then ended: its four events, not yet delivered. */
async function rankLifecycle() {
  // A new player each time: a rank the player already holds is not sold again.
  const player = await makeBuyer(server, buyer.leaderId);
  const { sessionId } = await checkout(server, player, [{ id: 'rank-ace-monthly', quantity: 1 }]);
  const paid = await standIn(server, `checkout/${sessionId}/pay`, false);
  const sub = (await standInSession(server, sessionId)).subscription!;
  const renewed = await standIn(server, `subscriptions/${sub}/renew`, false);
  const ended = await standIn(server, `subscriptions/${sub}/end`, false);
  return { sessionId, player: player.minecraftUuid, events: [...paid, ...renewed, ...ended] };
}

/** Keys bought, refunded in two parts, then disputed. */
async function refundLifecycle() {
  const { sessionId } = await checkout(server, buyer, [{ id: 'cosmetic-keys-5', quantity: 2 }]);
  const paid = await standIn(server, `checkout/${sessionId}/pay`, false);
  const pi = (await standInSession(server, sessionId)).payment_intent!;
  const partial = await standIn(server, `payments/${pi}/refund?amount=300&deliver=false`, true);
  const rest = await standIn(server, `payments/${pi}/refund?deliver=false`, true);
  const dispute = await standIn(server, `payments/${pi}/dispute`, false);
  return { sessionId, events: [...paid, ...partial, ...rest, ...dispute] };
}

async function run(events: StripeEvent[]) {
  for (const e of events) expect((await deliver(server, e)).status).toBe(200);
}

describe('events in any order', () => {
  it('a rank bought, renewed and ended: all 24 orderings end in the clean state', async () => {
    const clean = await rankLifecycle();
    expect(clean.events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
      'invoice.paid',
      'customer.subscription.deleted',
    ]);
    await run(clean.events);
    const expected = await purchaseState(server, (await purchaseBySession(server, clean.sessionId)).id);
    expect(expected).toMatchObject({ status: 'completed', ended: true, ledger: [{ kind: 'earning', total: 100 }] });
    expect(expected.deliveries.map((d) => d.kind).sort()).toEqual([
      'grant_rank',
      'grant_rank',
      'gym_tokens',
      'revoke_rank',
    ]);

    for (const order of permutations([0, 1, 2, 3])) {
      const trial = await rankLifecycle();
      await run(order.map((i) => trial.events[i]!));
      const state = await purchaseState(server, (await purchaseBySession(server, trial.sessionId)).id);
      // Each trial is another player's: the same actions, for that player.
      const forPlayer = expected.deliveries.map((d) => ({ ...d, player: d.player && trial.player }));
      expect(state, `order ${order.join(',')}`).toEqual({ ...expected, deliveries: forPlayer });
    }
  }, 120_000);

  it('keys refunded in two parts and disputed: all 24 orderings end in the clean state', async () => {
    const clean = await refundLifecycle();
    expect(clean.events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'charge.refunded',
      'charge.refunded',
      'charge.dispute.created',
    ]);
    await run(clean.events);
    const expected = await purchaseState(server, (await purchaseBySession(server, clean.sessionId)).id);
    expect(expected).toMatchObject({
      refunded: 1398,
      disputed: true,
      ledger: [
        { kind: 'earning', total: 140 },
        { kind: 'reversal', total: 140 },
      ],
      deliveries: [],
    });
    for (const order of permutations([0, 1, 2, 3])) {
      const trial = await refundLifecycle();
      await run(order.map((i) => trial.events[i]!));
      const state = await purchaseState(server, (await purchaseBySession(server, trial.sessionId)).id);
      expect(state, `order ${order.join(',')}`).toEqual(expected);
    }
  }, 120_000);
});
