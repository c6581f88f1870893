import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, validApplication, SUBMIT_PATH } from '../features/application/helpers.ts';
import { gameClient, ladder, player, signedInUser, type GameClient } from '../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// Input PostgreSQL cannot store is refused by the shared schemas, with the field named, before
// anything is written; a NUL character once reached the database and came back as a 500.

let server: TestServer;
let game: GameClient;
let cookie: string;
let staff: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000', RATE_LIMIT_USER_PER_MINUTE: '10000' });
  game = await gameClient(server);
  cookie = (await signedInUser(server, 'Nul Tester')).cookie;
  staff = (await signedInUser(server, 'Nul Staff', 'staff')).cookie;
  await game.call('POST', '/matches', ladder('nul-match', player(), player(), 'a'));
});
afterAll(() => server.close());

const NUL = 'bad\u0000text';
const TABLES = [
  'support_tickets',
  'bug_reports',
  'feature_requests',
  'ban_appeals',
  'player_reports',
  'waitlist',
  'gym_leader_applications',
  'link_codes',
];

/** Rows in every table a refused request could have written to, and the one match's result. */
async function snapshot() {
  const counts = TABLES.map((t) => sql`(select count(*) from ${sql.raw(t)})::int as ${sql.raw(t)}`);
  const { rows } = await server.deps.db.execute(
    sql`select ${sql.join(counts, sql`, `)}, (select result from matches where id = 'nul-match') as result`,
  );
  return rows[0];
}

const json =
  (path: string, body: unknown, who: 'user' | 'staff' = 'user') =>
  () =>
    server.request(path, { method: 'POST', json: body, cookie: who === 'staff' ? staff : cookie });

const support = { email: 'help@example.test', category: 'gym-leader', subject: 'Badge', message: 'No badge.' };
const bug = { title: 'Crash', severity: 'critical', description: 'It crashes.' };
const feature = { title: 'Doubles', priority: 'high', description: 'A doubles ladder.' };
const appeal = { minecraftUsername: 'Banned_Bob', banReason: 'Spam', appealReason: 'My brother.' };
const report = { reportedUsername: 'Griefer_99', reportType: 'griefing', description: 'Broke my base.' };
const waitlist = {
  playerName: 'Ash',
  email: 'ash@example.test',
  whyJoin: 'Battles',
  mostExcitedFeature: 'Gyms',
  communityEnhancement: 'Events',
};
const redeem = (code: string) => () =>
  game
    .call('POST', '/link/redeem', { ...player(), code })
    .then(
      (r) =>
        new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } }),
    );

/** Every text input of the cases, with `bad` in it; `badPath` is the match id with it, as a path would carry it. */
const casesWith = (bad: string, badPath: string): [string, () => Promise<Response>, string][] => [
  ['support ticket subject', json('/api/support-tickets', { ...support, subject: bad }), 'subject'],
  ['support ticket email', json('/api/support-tickets', { ...support, email: `a${bad}@x.test` }), 'email'],
  ['bug report title', json('/api/bug-reports', { ...bug, title: bad }), 'title'],
  ['bug report steps', json('/api/bug-reports', { ...bug, stepsToReproduce: bad }), 'stepsToReproduce'],
  ['feature request use case', json('/api/feature-requests', { ...feature, useCase: bad }), 'useCase'],
  ['ban appeal reason', json('/api/ban-appeals', { ...appeal, appealReason: bad }), 'appealReason'],
  ['ban appeal Discord name', json('/api/ban-appeals', { ...appeal, discordUsername: bad }), 'discordUsername'],
  ['player report description', json('/api/player-reports', { ...report, description: bad }), 'description'],
  [
    'player report evidence link',
    json('/api/player-reports', { ...report, evidenceLinks: [`https://imgur.com/a/${bad}`] }),
    'evidenceLinks.0',
  ],
  ['waitlist player name', json('/api/waitlist', { ...waitlist, playerName: bad }), 'playerName'],
  ['waitlist answer', json('/api/waitlist', { ...waitlist, whyJoin: bad }), 'whyJoin'],
  ['waitlist Minecraft name', json('/api/waitlist', { ...waitlist, minecraftUsername: bad }), 'minecraftUsername'],
  [
    'application full name',
    () =>
      server.request(SUBMIT_PATH, {
        method: 'POST',
        body: applicationForm(validApplication({ fullName: bad })),
        cookie,
      }),
    'fullName',
  ],
  [
    'application highest ranking',
    () =>
      server.request(SUBMIT_PATH, {
        method: 'POST',
        body: applicationForm(validApplication({ highestRanking: bad })),
        cookie,
      }),
    'highestRanking',
  ],
  [
    'staff correction path',
    json(`/api/staff/matches/nul-match${badPath}/correction`, { result: 'voided' }, 'staff'),
    'id',
  ],
  [
    'staff correction reason',
    json('/api/staff/matches/nul-match/correction', { result: 'voided', reason: bad }, 'staff'),
    'reason',
  ],
  ['link redeem code', redeem(`ABCD${bad}EFGH`), 'code'],
];
const CASES = casesWith(NUL, '%00');

describe('a NUL character in a text input', () => {
  it.each(CASES)('%s: 400 naming the field, nothing written', async (_name, send, field) => {
    const before = await snapshot();
    const res = await send();
    const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
    expect(res.status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    expect(body.error.message).toContain(field);
    expect(await snapshot()).toEqual(before);
  });
});

// A lone surrogate cannot be written as UTF-8 in a path: the path case carries its bytes as they would be encoded.
describe('a lone surrogate in a text input (PostgreSQL would store U+FFFD in its place)', () => {
  it.each(casesWith('lone \ud800 surrogate', '%ED%A0%80'))(
    '%s: 400 naming the field, nothing written',
    async (_name, send, field) => {
      const before = await snapshot();
      const res = await send();
      const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(res.status).toBe(400);
      expect(body.error.code).toBe('invalid_input');
      // Named by its own rule where it has one (an email address, a Minecraft name), else as a lone surrogate.
      expect(Object.keys(body.error.fields ?? {})).toContain(field);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('a body of the wrong media type', () => {
  it('answers 415 with its own code', async () => {
    const res = await server.request('/api/support-tickets', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(support),
      cookie,
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });
});
