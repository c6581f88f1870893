import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentRegistrationEvents, tournamentRegistrations } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signedInUser } from '../leaderboard/helpers.ts';
import { CUP, form, openCup } from './helpers.ts';

// Every public Founders' Cup endpoint with input a browser would never send: a 4xx with a clear
// message, never a 500, and nothing written.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_USER_PER_MINUTE: '100000', RATE_LIMIT_IP_PER_MINUTE: '100000' });
  await openCup(server);
  cookie = (await signedInUser(server, 'Fuzzy Fran')).cookie;
});
afterAll(() => server.close());

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };
const post = (body: RequestInit['body'] | object, c = cookie) =>
  server.request(`${CUP}/registration`, {
    method: 'POST',
    cookie: c,
    ...(typeof body === 'string' ? { body, headers: { 'content-type': 'application/json' } } : { json: body }),
  });
async function fields(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as Err).error.fields;
}

describe('POST /registration with bad input', () => {
  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['{"minecraftUsername":', '[1,2,3]', 'null', '"text"']) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as Err).error.code).toBe('invalid_input');
    }
  });

  it('names each field of the wrong type', async () => {
    const bad = {
      ...form(),
      // Not input: ignored whatever their type (the account's names are used).
      minecraftUsername: 42,
      discordTag: ['a'],
      email: { at: 'x' },
      timezone: 3,
      pokemon1: null,
      pokemon2: true,
      checkinAgreement: 'true',
      rulesAgreement: 1,
      streamingConsent: null,
    };
    expect(Object.keys((await fields(await post(bad))) ?? {}).sort()).toEqual(
      ['checkinAgreement', 'email', 'pokemon1', 'pokemon2', 'rulesAgreement', 'streamingConsent', 'timezone'].sort(),
    );
  });

  it('refuses huge strings and NUL characters in every text field', async () => {
    const huge = 'x'.repeat(200_000);
    expect(await fields(await post({ ...form(), email: `${huge}@example.test` }))).toMatchObject({
      email: 'Email must be at most 254 characters',
    });
    for (const field of ['email', 'pokemon1', 'pokemon6', 'timezone']) {
      const f = await fields(await post({ ...form(), [field]: 'ab\u0000c' }));
      expect(f?.[field], field).toBeTruthy();
    }
    expect(await fields(await post({ ...form(), pokemon5: 'Pika\u0000chu' }))).toEqual({
      pokemon5: 'Pokémon 5 must not contain NUL characters.',
    });
  });

  it('wrote nothing for any of them', async () => {
    expect(await server.deps.db.select().from(tournamentRegistrations)).toEqual([]);
    expect(await server.deps.db.select().from(tournamentRegistrationEvents)).toEqual([]);
  });
});

describe('the other endpoints', () => {
  it('asks for sign-in on the own registration, withdraw and check-in', async () => {
    for (const [method, path] of [
      ['GET', `${CUP}/registration`],
      ['POST', `${CUP}/registration/withdraw`],
      ['POST', `${CUP}/registration/check-in`],
    ] as const) {
      const res = await server.request(path, { method });
      expect(res.status, path).toBe(401);
    }
  });

  it('answers 404 to withdraw and check-in without a registration, whatever the body holds', async () => {
    for (const path of ['withdraw', 'check-in']) {
      const res = await server.request(`${CUP}/registration/${path}`, {
        method: 'POST',
        cookie,
        json: { userId: 'someone-else', registrationId: '00000000-0000-0000-0000-000000000000' },
      });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as Err).error.message).toBe('You are not registered for this tournament.');
    }
  });

  it('refuses an unknown, huge or NUL tournament key with 400', async () => {
    for (const key of ['nope', 'x'.repeat(5000), 'founders%00cup-1', '%00']) {
      const res = await server.request(`/api/tournaments/${key}`);
      expect(res.status, key.slice(0, 20)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('No tournament has this key.');
    }
  });

  it('ignores query strings on the public reads', async () => {
    for (const path of ['registrations', 'bracket']) {
      const res = await server.request(`${CUP}/${path}?limit=%00&x=${'y'.repeat(3000)}`);
      expect(res.status, path).toBe(200);
    }
  });
});
