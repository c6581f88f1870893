import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';

let server: TestServer;
let cookie: string;
let userId: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000', RATE_LIMIT_USER_PER_MINUTE: '10000' });
  cookie = await signIn(server, { newName: 'Form Filler' });
  userId = ((await (await server.request('/api/me', { cookie })).json()) as { user: { id: string } }).user.id;
});
afterAll(() => server.close());

interface FormCase {
  path: string;
  table: string;
  userColumn: string;
  valid: Record<string, unknown>;
  /** [what, body overrides, field, message] */
  bad: [string, Record<string, unknown>, string, string][];
}

const long = (n: number) => 'x'.repeat(n);

const FORMS: FormCase[] = [
  {
    path: '/api/support-tickets',
    table: 'support_tickets',
    userColumn: 'user_id',
    valid: {
      email: 'help@example.test',
      category: 'gym-leader',
      subject: 'Badge missing',
      message: 'I beat Misty but got no badge.',
    },
    bad: [
      ['missing subject', { subject: undefined }, 'subject', 'Subject is required.'],
      ['missing email', { email: undefined }, 'email', 'Email is required.'],
      ['over-long subject', { subject: long(201) }, 'subject', 'Subject must be at most 200 characters.'],
      ['over-long message', { message: long(5001) }, 'message', 'Message must be at most 5000 characters.'],
      ['unknown category', { category: 'refunds' }, 'category', 'Choose a valid category.'],
    ],
  },
  {
    path: '/api/bug-reports',
    table: 'bug_reports',
    userColumn: 'user_id',
    valid: {
      title: 'Crash at spawn',
      severity: 'critical',
      description: 'The server crashes.',
      minecraftVersion: '1.21.1',
      modVersion: '',
    },
    bad: [
      ['missing title', { title: '' }, 'title', 'Title is required.'],
      ['missing description', { description: undefined }, 'description', 'Description is required.'],
      ['over-long title', { title: long(201) }, 'title', 'Title must be at most 200 characters.'],
      [
        'over-long steps',
        { stepsToReproduce: long(5001) },
        'stepsToReproduce',
        'Steps to reproduce must be at most 5000 characters.',
      ],
      ['unknown severity', { severity: 'apocalyptic' }, 'severity', 'Choose a valid severity.'],
    ],
  },
  {
    path: '/api/feature-requests',
    table: 'feature_requests',
    userColumn: 'user_id',
    valid: {
      title: 'Double battles ladder',
      priority: 'high',
      description: 'A ladder for doubles.',
      useCase: 'Practice for tournaments',
    },
    bad: [
      ['missing title', { title: undefined }, 'title', 'Title is required.'],
      [
        'over-long description',
        { description: long(5001) },
        'description',
        'Description must be at most 5000 characters.',
      ],
      ['unknown priority', { priority: 'urgent' }, 'priority', 'Choose a valid priority.'],
    ],
  },
  {
    path: '/api/ban-appeals',
    table: 'ban_appeals',
    userColumn: 'user_id',
    valid: {
      minecraftUsername: 'Banned_Bob',
      discordUsername: 'bob',
      banReason: 'Spam in chat',
      appealReason: 'It was my brother.',
    },
    bad: [
      [
        'missing Minecraft username',
        { minecraftUsername: undefined },
        'minecraftUsername',
        'Minecraft username is required.',
      ],
      [
        'too short Minecraft username',
        { minecraftUsername: 'ab' },
        'minecraftUsername',
        'Minecraft username must be 3 to 16 characters: letters, numbers and underscores.',
      ],
      [
        'over-long Minecraft username',
        { minecraftUsername: long(17) },
        'minecraftUsername',
        'Minecraft username must be at most 16 characters.',
      ],
      [
        'over-long Discord username',
        { discordUsername: long(38) },
        'discordUsername',
        'Discord username must be at most 37 characters.',
      ],
      ['missing appeal reason', { appealReason: '  ' }, 'appealReason', 'Appeal reason is required.'],
    ],
  },
  {
    path: '/api/player-reports',
    table: 'player_reports',
    userColumn: 'reporter_user_id',
    valid: {
      reportedUsername: 'Griefer_99',
      reportType: 'griefing',
      description: 'Destroyed my base.',
      evidenceLinks: ['https://imgur.com/a/abc', ''],
    },
    bad: [
      [
        'missing reported username',
        { reportedUsername: undefined },
        'reportedUsername',
        'Reported username is required.',
      ],
      ['unknown report type', { reportType: 'being-mean' }, 'reportType', 'Choose a valid report type.'],
      [
        'non-http evidence',
        { evidenceLinks: ['javascript:alert(1)'] },
        'evidenceLinks.0',
        'Each evidence link must be a full http(s) address.',
      ],
      [
        'over-long evidence',
        { evidenceLinks: [`https://x.io/${long(500)}`] },
        'evidenceLinks.0',
        'Each evidence link must be at most 500 characters.',
      ],
      [
        'too many links',
        { evidenceLinks: Array.from({ length: 11 }, (_, i) => `https://x.io/${i}`) },
        'evidenceLinks',
        'At most 10 evidence links.',
      ],
    ],
  },
];

async function rowsOf(form: FormCase, forUser = userId) {
  const { rows } = await server.deps.db.execute<Record<string, unknown>>(
    sql`select * from ${sql.raw(form.table)} where ${sql.raw(form.userColumn)} = ${forUser} order by created_at`,
  );
  return rows;
}

describe.each(FORMS)('$path', (form) => {
  it('stores the submission for the signed-in user, ignoring a forged user id', async () => {
    const before = (await rowsOf(form)).length;
    const res = await server.request(form.path, {
      method: 'POST',
      cookie,
      json: { ...form.valid, userId: 'forged', user_id: 'forged', reporter_user_id: 'forged', status: 'resolved' },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await rowsOf(form);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ id, [form.userColumn]: userId, status: 'open' });
  });

  it('answers 401 to a signed-out caller, before looking at the body', async () => {
    const total = async () =>
      (await server.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(form.table)}`)).rows[0]!
        .n;
    const before = await total();
    for (const json of [form.valid, {}]) {
      const res = await server.request(form.path, { method: 'POST', json });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    }
    expect(await total()).toBe(before);
  });

  it.each(form.bad)('refuses %s with a clear message and writes nothing', async (_what, overrides, field, message) => {
    const before = (await rowsOf(form)).length;
    const res = await server.request(form.path, { method: 'POST', cookie, json: { ...form.valid, ...overrides } });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(error.code).toBe('invalid_input');
    expect(error.fields[field]).toBe(message);
    expect(error.message).toContain(message);
    expect((await rowsOf(form)).length).toBe(before);
  });
});

describe('stored values', () => {
  it('keeps optional blanks as null, trims text, and drops blank evidence links', async () => {
    const bug = await server.request('/api/bug-reports', {
      method: 'POST',
      cookie,
      json: { title: '  Lag  ', severity: 'low', description: 'Slow', modVersion: '   ' },
    });
    const { id } = (await bug.json()) as { id: string };
    const { rows } = await server.deps.db.execute(
      sql`select title, mod_version, steps_to_reproduce from bug_reports where id = ${id}`,
    );
    expect(rows[0]).toEqual({ title: 'Lag', mod_version: null, steps_to_reproduce: null });
    const report = await server.request('/api/player-reports', {
      method: 'POST',
      cookie,
      json: {
        reportedUsername: 'Spammer1',
        reportType: 'spam',
        description: 'Chat spam',
        evidenceLinks: ['', ' https://a.io/1 ', '  ', 'http://b.io/2'],
      },
    });
    const r = (await report.json()) as { id: string };
    const stored = await server.deps.db.execute(sql`select evidence_links from player_reports where id = ${r.id}`);
    expect(stored.rows[0]).toEqual({ evidence_links: ['https://a.io/1', 'http://b.io/2'] });
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const res = await server.request('/api/support-tickets', { method: 'POST', cookie, json: ['a', 'list'] });
    expect(res.status).toBe(400);
    const malformed = await server.request('/api/support-tickets', {
      method: 'POST',
      cookie,
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });
});
