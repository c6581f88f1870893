import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { createGameApiKey, revokeGameApiKey } from '../../src/server/game-keys/keys.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { signInAs, type Caller } from '../staff/helpers.ts';

// The authorization matrix of every staff, admin and game API endpoint, generated from the app's own
// route table: a route added under /api/staff, /api/admin or /api/game/v1 without its guard fails here.
// Admin-only routes live under /api/admin; everything under /api/staff is for staff and admins; the
// game API is for a game server's valid key alone, and a key opens nothing else.

type MatrixCaller = Caller | 'game key' | 'revoked key';

let server: TestServer;
const cookies: Partial<Record<Caller, string>> = {};
const keys: Partial<Record<MatrixCaller, string>> = {};

beforeAll(async () => {
  // Every write of the matrix comes from one address within a minute: a 429 would hide the guard's answer.
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '1000000', RATE_LIMIT_USER_PER_MINUTE: '1000000' });
  for (const role of ['player', 'gym leader', 'staff', 'admin'] as const)
    cookies[role] = (await signInAs(server, role, `Matrix ${role}`)).cookie;
  keys['game key'] = (await createGameApiKey(server.deps.db, 'matrix')).key;
  const revoked = await createGameApiKey(server.deps.db, 'matrix revoked');
  await revokeGameApiKey(server.deps.db, revoked.id);
  keys['revoked key'] = revoked.key;
});
afterAll(() => server.close());

type App = ReturnType<typeof createApp>;

function guardedRoutes(app: App) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !/^\/api\/(staff|admin|game\/v1)(\/|$|\.)/.test(r.path)) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

// Any id passes the guard; what follows (400, 404) is the handler's business.
const concrete = (path: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '00000000-0000-4000-8000-000000000000');

const CALLERS: MatrixCaller[] = ['anonymous', 'player', 'gym leader', 'staff', 'admin', 'game key', 'revoked key'];
function expected(caller: MatrixCaller, path: string): 'allowed' | 401 | 403 {
  // A session is no key, and a revoked key is no key at all.
  if (path.startsWith('/api/game/v1')) return caller === 'game key' ? 'allowed' : 401;
  if (caller === 'anonymous' || caller === 'game key' || caller === 'revoked key') return 401;
  if (caller === 'admin') return 'allowed';
  if (caller === 'staff') return path.startsWith('/api/admin') ? 403 : 'allowed';
  return 403;
}

/** Every route of `app` under /api/staff, /api/admin and /api/game/v1, as each caller: the answers that break the rule. */
async function matrixFailures(app: App) {
  const failures: string[] = [];
  for (const { method, path } of guardedRoutes(app)) {
    for (const caller of CALLERS) {
      const write = method !== 'GET' && method !== 'HEAD';
      const cookie = cookies[caller as Caller];
      const key = keys[caller];
      const res = await app.request(concrete(path), {
        method,
        headers: {
          origin: server.deps.config.publicUrl,
          ...(cookie ? { cookie } : {}),
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(write ? { 'content-type': 'application/json' } : {}),
        },
        body: write ? '{}' : undefined,
      });
      const want = expected(caller, path);
      const ok =
        want === 'allowed' ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === want;
      if (!ok) failures.push(`${method} ${path} as ${caller}: ${res.status}, expected ${want}`);
    }
  }
  return failures;
}

const appOf = () => createApp(server.deps, { webRoot: 'dist/web' });

describe('staff, admin and game API endpoints, by caller', () => {
  it('finds the staff and admin routes in the route table', () => {
    const paths = guardedRoutes(appOf()).map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('GET /api/staff/overview');
    expect(paths).toContain('PUT /api/admin/users/:id/role');
    expect(paths).toContain('GET /api/admin/audit');
    expect(paths).toContain('POST /api/staff/uploads/spawn-atlas');
    expect(paths).toContain('GET /api/staff/payouts/leaders');
    expect(paths).toContain('POST /api/staff/payouts/leaders/:id');
    expect(paths).toContain('POST /api/game/v1/matches');
    expect(paths).toContain('GET /api/game/v1/deliveries');
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  it('answers every caller as its role allows', async () => {
    expect(await matrixFailures(appOf())).toEqual([]);
  });

  it('fails a route added without its guard', async () => {
    const app = appOf();
    app.get('/api/admin/unguarded-probe', (c) => c.json({ ok: true }));
    app.get('/api/staff/unguarded-probe', (c) => c.json({ ok: true }));
    const failures = await matrixFailures(app);
    expect(failures.some((f) => f.startsWith('GET /api/admin/unguarded-probe as player'))).toBe(true);
    expect(failures.some((f) => f.startsWith('GET /api/staff/unguarded-probe as anonymous'))).toBe(true);
  });
});
