import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkout, deliver, makeBuyer, standIn, standInSession, webhookRows, type StripeEvent } from './helpers.ts';

// Correctly signed events, malformed and odd: real events of real purchases with fields replaced by
// nulls, wrong types, huge strings, lone surrogates, absurd numbers and unknown ids, or left out, sent
// in odd orders. Whatever comes, the webhook answers within a few seconds and never 5xx, and an event
// it refuses writes nothing. Seeded, so a failure replays; FUZZ_RUNS=5000 (and FUZZ_SEED) for a long run.

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 34);
const ANSWER_WITHIN_MS = 10_000;

let server: TestServer;
/** Real events of a one-time purchase and of a rank, from payment to refund, dispute, renewal and end. */
const pool: StripeEvent[] = [];
const ids: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const buyer = await makeBuyer(server);
  for (const item of ['cosmetic-keys-5', 'rank-ace-monthly']) {
    const { sessionId } = await checkout(server, buyer, [{ id: item, quantity: 1 }]);
    const paid = await standIn(server, `checkout/${sessionId}/pay`, false);
    const s = await standInSession(server, sessionId);
    // A rank's first payment intent is on its first invoice.
    const invoice = paid.find((e) => e.type === 'invoice.paid')?.data.object as
      { payments: { data: { payment: { payment_intent: string } }[] } } | undefined;
    const pi = s.payment_intent ?? invoice!.payments.data[0]!.payment.payment_intent;
    pool.push(...paid);
    pool.push(...(await standIn(server, `payments/${pi}/refund?amount=100&deliver=false`)));
    pool.push(...(await standIn(server, `payments/${pi}/dispute`, false)));
    ids.push(pi);
    if (s.subscription) {
      pool.push(...(await standIn(server, `subscriptions/${s.subscription}/renew`, false)));
      pool.push(...(await standIn(server, `subscriptions/${s.subscription}/end`, false)));
    }
    ids.push(sessionId, ...[s.subscription, s.invoice].filter((x): x is string => !!x));
  }
  ids.push((pool[0]!.data.object.metadata as { purchase_id: string }).purchase_id);
}, 60_000);
afterAll(() => server.close());

const LEAVE_OUT = Symbol('leave out');
const odd = () =>
  fc.oneof(
    fc.constantFrom(LEAVE_OUT, null, true, '', [], {}, 'usd', 'EUR', 'paid', 'complete', 'subscription_create'),
    fc.constantFrom(0, -1, 0.5, 1e300, -1e300, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 32_503_680_001),
    fc.constantFrom(
      '\ud800',
      'a\udfffb',
      '\u0000',
      'evt_\u0000',
      'x'.repeat(300),
      'y'.repeat(5000),
      'z'.repeat(200_000),
    ),
    fc.constantFrom(...ids, 'pi_unknown', 'cs_test_unknown', 'sub_unknown', 'in_unknown', 'ch_unknown'),
    // Another type than the object's: a charge read as an invoice, an invoice as a session.
    fc.constantFrom(...new Set(pool.map((e) => e.type)), 'checkout.session.expired', 'charge.updated'),
    fc.integer(),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.jsonValue({ maxDepth: 2 }),
  );

/** Every path into an event, so an edit can replace or leave out any field, however deep. */
function pathsOf(v: unknown, prefix: string[] = []): string[][] {
  if (!v || typeof v !== 'object' || prefix.length > 6) return [];
  return Object.entries(v).flatMap(([k, x]) => [[...prefix, k], ...pathsOf(x, [...prefix, k])]);
}

function edited(base: StripeEvent, edits: [string[], unknown][], id: string): unknown {
  const event = structuredClone({ ...base, id }) as Record<string, unknown>;
  for (const [path, value] of edits) {
    let at = event;
    for (const key of path.slice(0, -1)) {
      if (!at[key] || typeof at[key] !== 'object') at[key] = {};
      at = at[key] as Record<string, unknown>;
    }
    if (value === LEAVE_OUT) delete at[path.at(-1)!];
    else at[path.at(-1)!] = value;
  }
  return event;
}

let n = 0;
const oneEvent = () =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constantFrom(...pool).chain((base) =>
        fc
          .tuple(
            fc.array(fc.tuple(fc.constantFrom(...pathsOf(base)), odd()), { maxLength: 3 }),
            fc.boolean(), // true: the event's own id (a redelivery), else a new one
          )
          .map(([edits, same]) => edited(base, edits, same ? base.id : `evt_fuzz_${++n}`)),
      ),
    },
    { weight: 1, arbitrary: odd().filter((v) => v !== LEAVE_OUT) },
  );

describe('the Stripe webhook under correctly signed fuzz', () => {
  it('never answers 5xx, never hangs, and writes nothing for an event it refuses', async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.array(oneEvent(), { minLength: 1, maxLength: 4 }), async (events) => {
        for (const event of events) {
          const before = await webhookRows(server);
          const res = await deliver(server, event, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
          const body = await res.text();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          expect(res.status, body).toBeLessThan(500);
          if (res.status >= 400 || JSON.parse(body).duplicate) expect(await webhookRows(server)).toEqual(before);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
    console.info(`stripe webhook fuzz, seed ${SEED}, ${RUNS} runs: ${requests} requests, by status`, statuses);
  }, 600_000);
});
