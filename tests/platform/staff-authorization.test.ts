import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { signInAs, type Caller } from '../staff/helpers.ts';

// The authorization matrix of every staff and admin endpoint, generated from the app's own route
// table: a route added under /api/staff or /api/admin without its guard fails here. Admin-only
// routes live under /api/admin; everything under /api/staff is for staff and admins.

let server: TestServer;
const cookies: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['player', 'gym leader', 'staff', 'admin'] as const)
    cookies[role] = (await signInAs(server, role, `Matrix ${role}`)).cookie;
});
afterAll(() => server.close());

type App = ReturnType<typeof createApp>;

function guardedRoutes(app: App) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !/^\/api\/(staff|admin)(\/|$|\.)/.test(r.path)) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

// Any id passes the guard; what follows (400, 404) is the handler's business.
const concrete = (path: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '00000000-0000-4000-8000-000000000000');

const CALLERS: Caller[] = ['anonymous', 'player', 'gym leader', 'staff', 'admin'];
function expected(caller: Caller, path: string): 'allowed' | 401 | 403 {
  if (caller === 'anonymous') return 401;
  if (caller === 'admin') return 'allowed';
  if (caller === 'staff') return path.startsWith('/api/admin') ? 403 : 'allowed';
  return 403;
}

/** Every route of `app` under /api/staff and /api/admin, as each caller: the answers that break the rule. */
async function matrixFailures(app: App) {
  const failures: string[] = [];
  for (const { method, path } of guardedRoutes(app)) {
    for (const caller of CALLERS) {
      const write = method !== 'GET' && method !== 'HEAD';
      const res = await app.request(concrete(path), {
        method,
        headers: {
          origin: server.deps.config.publicUrl,
          ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
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

describe('staff and admin endpoints, by caller', () => {
  it('finds the staff and admin routes in the route table', () => {
    const paths = guardedRoutes(appOf()).map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('GET /api/staff/overview');
    expect(paths).toContain('PUT /api/admin/users/:id/role');
    expect(paths).toContain('GET /api/admin/audit');
    expect(paths).toContain('POST /api/staff/uploads/spawn-atlas');
    expect(paths).toContain('GET /api/staff/payouts/leaders');
    expect(paths).toContain('POST /api/staff/payouts/leaders/:id');
    expect(paths.length).toBeGreaterThanOrEqual(15);
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
