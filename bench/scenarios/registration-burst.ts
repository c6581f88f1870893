import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import { latencyFigures, type Scenario } from '../harness.ts';

// 500 signed-in accounts register for the Founders' Cup at the same moment. Every invariant of slot
// assignment must hold afterwards: exactly 16 registered with slots 1 to 16, the rest waitlisted with
// distinct slots after 16, no account twice, one event per registration. Reports throughput and p99.
//
// Accounts and sessions are written straight into the database (a sign-in through the OAuth flow is
// not what is measured); the session cookie is signed the way better-auth signs it.

const ACCOUNTS = 500;
const CAP = 16;
const CUP = 'founders-cup-1';
// The bench server runs without SESSION_SECRET, so it uses the development value of src/server/config.ts.
const SECRET = process.env.SESSION_SECRET ?? 'development-only-session-secret-change-me-0123456789';

const cookieFor = (token: string) => {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
};

/** Accounts with a linked Minecraft account and a live session each; returns their cookies. */
async function createAccounts(client: pg.Client, tag: string): Promise<string[]> {
  const ids = Array.from({ length: ACCOUNTS }, () => randomUUID());
  const tokens = ids.map(() => randomUUID().replaceAll('-', ''));
  await client.query(
    `insert into "user" (id, name, email, discord_id)
     select id, 'Burst ' || $2 || ' ' || n, 'burst-' || $2 || '-' || n || '@example.test', '9' || $2 || lpad(n::text, 6, '0')
     from unnest($1::text[]) with ordinality as u(id, n)`,
    [ids, tag],
  );
  // Each with a linked Minecraft account: a sign-up takes its name from there (src/server/tournaments/registrant.ts).
  await client.query(
    `insert into minecraft_accounts (uuid, name, user_id, linked_at)
     select gen_random_uuid(), 'Burst_' || $2 || '_' || n, id, now() from unnest($1::text[]) with ordinality as u(id, n)`,
    [ids, tag],
  );
  await client.query(
    `insert into session (id, token, user_id, expires_at)
     select gen_random_uuid()::text, t, u, now() + interval '1 day' from unnest($1::text[], $2::text[]) as s(t, u)`,
    [tokens, ids],
  );
  return tokens.map(cookieFor);
}

/** An empty cup with registration open around now. */
async function resetCup(client: pg.Client) {
  await client.query('delete from tournament_bracket_matches where tournament_name = $1', [CUP]);
  await client.query('delete from tournament_registrations where tournament_name = $1', [CUP]);
  await client.query(
    `update tournaments set registration_open = true, player_cap = $2, registration_opens_at = now() - interval '1 day',
       registration_closes_at = now() + interval '1 day' where key = $1`,
    [CUP, CAP],
  );
}

const form = (i: number) => ({
  email: `burst${i}@example.test`,
  timezone: 'utc',
  pokemon1: 'Garchomp',
  pokemon2: 'Dragapult',
  pokemon3: 'Kingambit',
  pokemon4: 'Gholdengo',
  pokemon5: 'Great Tusk',
  pokemon6: 'Iron Valiant',
  checkinAgreement: true,
  rulesAgreement: true,
  streamingConsent: true,
});

async function invariants(client: pg.Client) {
  const { rows } = await client.query<{ user_id: string; status: string; slot: number | null }>(
    'select user_id, status, registration_slot as slot from tournament_registrations where tournament_name = $1',
    [CUP],
  );
  const slots = (status: string) =>
    rows
      .filter((r) => r.status === status)
      .map((r) => r.slot!)
      .sort((a, b) => a - b);
  const registered = slots('registered');
  const waitlisted = slots('waitlisted');
  const events = await client.query<{ n: number }>(
    `select count(*)::int as n from tournament_registration_events e
     join tournament_registrations r on r.id = e.registration_id where r.tournament_name = $1`,
    [CUP],
  );
  const checks = {
    rows: rows.length === ACCOUNTS,
    registeredAreSlots1To16:
      JSON.stringify(registered) === JSON.stringify(Array.from({ length: CAP }, (_, i) => i + 1)),
    restWaitlisted: waitlisted.length === ACCOUNTS - CAP && waitlisted.every((s) => s > CAP),
    waitlistSlotsDistinct: new Set(waitlisted).size === waitlisted.length,
    noAccountTwice: new Set(rows.map((r) => r.user_id)).size === rows.length,
    oneEventEach: events.rows[0]!.n === ACCOUNTS,
  };
  return { ...checks, allHold: Object.values(checks).every(Boolean) };
}

const scenario: Scenario = async (ctx) => {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    await resetCup(client);
    const cookies = await createAccounts(client, String(Date.now()).slice(-8));
    const url = `${ctx.url}/api/tournaments/${CUP}/registration`;
    const probe = await fetch(url, { headers: { cookie: cookies[0]! } });
    if (probe.status !== 200)
      throw new Error(`a bench session is not accepted (${probe.status}): check SESSION_SECRET`);

    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      cookies.map(async (cookie, i) => {
        const t = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { cookie, origin: ctx.url, 'content-type': 'application/json' },
          body: JSON.stringify(form(i)),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
    const wallMs = performance.now() - started;
    const held = await invariants(client);
    return {
      attempts: ACCOUNTS,
      statuses: Object.fromEntries(statuses),
      wallMs: Math.round(wallMs),
      registrationsPerSec: Math.round((ACCOUNTS / wallMs) * 1000),
      latency: latencyFigures(latencies),
      invariants: held,
      pass: held.allHold && statuses.get(201) === ACCOUNTS,
    };
  } finally {
    await client.end();
  }
};
export default scenario;
