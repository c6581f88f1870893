import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymLeaderApplications } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { signIn } from '../../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { countRows, submitApplication, SUBMIT_PATH, userIdOf, validApplication } from './helpers.ts';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cobble-app-'));
  server = await startTestServer({
    DATA_DIR: dataDir,
    RATE_LIMIT_IP_PER_MINUTE: '10000',
    RATE_LIMIT_USER_PER_MINUTE: '10000',
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function refused(res: Response, status = 400): Promise<ErrorBody['error']> {
  expect(res.status).toBe(status);
  return ((await res.json()) as ErrorBody).error;
}

describe('gym leader application: sign-in', () => {
  it('answers 401 to a signed-out caller, for the prefill and the submission', async () => {
    expect((await refused(await server.request('/api/applications/prefill'), 401)).code).toBe('unauthorized');
    expect((await refused(await submitApplication(server, undefined, validApplication()), 401)).code).toBe(
      'unauthorized',
    );
    const { rows } = await server.deps.db.$client.query('select count(*)::int as n from gym_leader_applications');
    expect(rows[0].n).toBe(0);
  });

  it('prefills the Discord name and the linked Minecraft name', async () => {
    const cookie = await signIn(server, { newName: 'Koga Fuchsia' });
    const before = (await (await server.request('/api/applications/prefill', { cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(before).toEqual({ fullName: 'Koga Fuchsia', discordUsername: 'Koga Fuchsia', minecraftUsername: null });
    await makeMinecraftAccount(server.deps.db, { name: 'KogaNinja', userId: await userIdOf(server, cookie) });
    const after = (await (await server.request('/api/applications/prefill', { cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(after.minecraftUsername).toBe('KogaNinja');
  });
});

describe('gym leader application: storing', () => {
  it("stores the application for the session's user, ignoring a forged user id, with integers for years and age", async () => {
    const cookie = await signIn(server, { newName: 'Sabrina' });
    const userId = await userIdOf(server, cookie);
    const res = await submitApplication(
      server,
      cookie,
      validApplication({ userId: 'someone-else', user_id: 'someone-else', status: 'accepted' }),
    );
    expect(res.status).toBe(201);
    const { id, uploads } = (await res.json()) as { id: string; uploads: unknown[] };
    expect(uploads).toEqual([]);
    const [row] = await server.deps.db.select().from(gymLeaderApplications).where(eq(gymLeaderApplications.id, id));
    expect(row).toMatchObject({
      userId,
      status: 'submitted',
      yearsExperience: 4,
      ageNumber: null,
      gymPrimary: 'psychic',
      gymSecondary: 'fairy',
      // The days of the chosen slots are added, in week order.
      availableDays: ['Monday', 'Wednesday', 'Friday'],
      availableTimes: ['Monday-Evening', 'Wednesday-Morning'],
      uploads: [],
    });
  });

  it('stores 0 years when left blank, an age given as text as an integer, and the Discord name when none is typed', async () => {
    const cookie = await signIn(server, { newName: 'Erika Celadon' });
    const res = await submitApplication(
      server,
      cookie,
      validApplication({ yearsExperience: '', ageNumber: '27', discordUsername: '' }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await server.deps.db.select().from(gymLeaderApplications).where(eq(gymLeaderApplications.id, id));
    expect(row).toMatchObject({ yearsExperience: 0, ageNumber: 27, discordUsername: 'Erika Celadon' });
  });

  it('refuses a second open application from the same account with a clear message', async () => {
    const cookie = await signIn(server, { newName: 'Twice Applied' });
    const userId = await userIdOf(server, cookie);
    expect((await submitApplication(server, cookie, validApplication())).status).toBe(201);
    const again = await refused(await submitApplication(server, cookie, validApplication()), 409);
    expect(again.message).toBe('You already have an application under review.');
    expect(await countRows(server, 'gym_leader_applications', userId)).toBe(1);
  });

  it('takes a new application once the earlier one is closed', async () => {
    const cookie = await signIn(server, { newName: 'Second Chance' });
    const userId = await userIdOf(server, cookie);
    expect((await submitApplication(server, cookie, validApplication())).status).toBe(201);
    await server.deps.db
      .update(gymLeaderApplications)
      .set({ status: 'rejected' })
      .where(eq(gymLeaderApplications.userId, userId));
    expect((await submitApplication(server, cookie, validApplication())).status).toBe(201);
  });
});

describe('gym leader application: bad input writes nothing', () => {
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    cookie = await signIn(server, { newName: 'Bad Input' });
    userId = await userIdOf(server, cookie);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing full name', { fullName: undefined }, 'fullName', 'Full name is required.'],
    ['blank why-join', { whyJoin: '   ' }, 'whyJoin', 'Why you want to join is required.'],
    [
      'over-long why-join',
      { whyJoin: 'x'.repeat(5001) },
      'whyJoin',
      'Why you want to join must be at most 5000 characters.',
    ],
    ['over-long full name', { fullName: 'x'.repeat(101) }, 'fullName', 'Full name must be at most 100 characters.'],
    [
      'bad Minecraft name',
      { minecraftUsername: 'no spaces!' },
      'minecraftUsername',
      'Minecraft username must be 3 to 16 characters: letters, numbers and underscores.',
    ],
    ['bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['unknown timezone', { timezone: 'Mars/Olympus' }, 'timezone', 'Choose a valid timezone.'],
    ['unknown gym type', { gymPrimary: 'sound' }, 'gymPrimary', 'Choose a valid primary gym type.'],
    [
      'unknown slot',
      { availableTimes: ['Monday-Night', 'Friday-Morning'] },
      'availableTimes.0',
      'Unknown availability slot.',
    ],
    ['age not confirmed', { ageConfirmed: false }, 'ageConfirmed', 'You must confirm you are 18 years or older.'],
    [
      'one slot only',
      { availableTimes: ['Monday-Morning'] },
      'availableTimes',
      'Please select at least 2 availability slots.',
    ],
    [
      'terms not agreed',
      { revenueAcknowledgement: false },
      'revenueAcknowledgement',
      'You must agree to all terms and conditions.',
    ],
    ['under 18', { ageNumber: 17 }, 'ageNumber', 'Age must be at least 18.'],
    ['fractional years', { yearsExperience: 2.5 }, 'yearsExperience', 'Years of experience must be a whole number.'],
  ];

  it.each(cases)('%s', async (_name, overrides, field, message) => {
    const err = await refused(await submitApplication(server, cookie, validApplication(overrides)));
    expect(err.code).toBe('invalid_input');
    expect(err.fields?.[field]).toBe(message);
    expect(err.message).toContain(message);
    expect(await countRows(server, 'gym_leader_applications', userId)).toBe(0);
  });

  it('refuses a JSON body, a missing application part and malformed JSON', async () => {
    const asJson = await server.request(SUBMIT_PATH, { method: 'POST', json: validApplication(), cookie });
    expect((await refused(asJson)).message).toMatch(/multipart\/form-data/);
    const empty = new FormData();
    empty.set('note', 'hi');
    expect((await refused(await server.request(SUBMIT_PATH, { method: 'POST', body: empty, cookie }))).message).toBe(
      'The "application" part is missing.',
    );
    const broken = new FormData();
    broken.set('application', '{not json');
    expect((await refused(await server.request(SUBMIT_PATH, { method: 'POST', body: broken, cookie }))).message).toBe(
      'The "application" part must be JSON.',
    );
    expect(await countRows(server, 'gym_leader_applications', userId)).toBe(0);
  });

  it('documents its endpoints in the OpenAPI document', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/applications/prefill', SUBMIT_PATH, '/api/files/{id}']),
    );
  });
});
