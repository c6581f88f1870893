import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { signIn } from '../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '5' });
});
afterAll(() => server.close());

describe('API conventions', () => {
  it('answers health once the database answers', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with 404 in the one error shape', async () => {
    const res = await server.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint.' } });
  });

  it('publishes a valid OpenAPI 3.1 document and a local docs page', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/discord/online', '/api/realtime']),
    );
    const page = await (await server.request('/api/docs')).text();
    expect(page).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    expect((await server.request('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('answers malformed JSON and wrong types with 400 and field messages, and writes nothing', async () => {
    const cookie = await signIn(server, { newName: 'Conventions' });
    const malformed = await server.request('/api/waitlist', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"playerName": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: { code: 'invalid_input', message: 'Malformed JSON in request body' },
    });
    const wrongTypes = await server.request('/api/waitlist', {
      method: 'POST',
      cookie,
      json: { playerName: 5, email: ['x'] },
    });
    expect(wrongTypes.status).toBe(400);
    const body = (await wrongTypes.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['playerName', 'email', 'whyJoin']));
    const { rows } = await server.deps.db.$client.query('select count(*)::int as n from waitlist');
    expect(rows[0].n).toBe(0);
  });

  it('answers an unauthenticated write with 401', async () => {
    const res = await server.request('/api/waitlist', { method: 'POST', json: {} });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('sends the full browser policy with pages and the short API policy with JSON', async () => {
    const page = await server.request('/');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // A small answer, a refusal, an unknown endpoint and a large (compressed) answer: each header once.
    for (const path of ['/api/health', '/api/shop/purchases', '/api/no-such-thing', '/api/openapi.json']) {
      const api = await server.request(path);
      expect(api.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(api.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(api.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(api.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('refuses writes from another site', async () => {
    const res = await server.request('/api/auth/sign-out', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  });

  // Before the rate limit runs out below: a write past the limit is refused before its body is read. On a
  // connection of its own, which the server closes once it stops reading the body it refused.
  it('refuses a body over the limit with 413', async () => {
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = request(`${server.url}/api/auth/sign-out`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', origin: server.deps.config.publicUrl },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }));
    });
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('limits writes per IP, counted in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await server.request('/api/auth/sign-out', { method: 'POST', json: {} })).status);
    expect(statuses.slice(-1)[0]).toBe(429);
    const { rows } = await server.deps.db.$client.query("select count from rate_limits where key like 'ip:%'");
    expect(rows[0].count).toBeGreaterThan(5);
  });

  it('gives the Discord online count from the guild widget', async () => {
    const res = await server.request('/api/discord/online');
    expect(await res.json()).toEqual({ online: 128, invite: 'https://discord.gg/cobbleleague' });
  });
});

describe('configuration', () => {
  it('refuses to start in production and names each missing setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DISCORD_CLIENT_ID[\s\S]*DISCORD_CLIENT_SECRET[\s\S]*SESSION_SECRET[\s\S]*PUBLIC_URL[\s\S]*STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET[\s\S]*MINECRAFT_SERVER_ADDRESS/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DISCORD_CLIENT_ID: 'id',
        DISCORD_CLIENT_SECRET: 'secret',
        SESSION_SECRET: 'a-long-production-session-secret-0123456789',
        PUBLIC_URL: 'https://example.org',
        STRIPE_SECRET_KEY: 'sk_live_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
        MINECRAFT_SERVER_ADDRESS: 'play.example.org',
      }),
    ).not.toThrow();
  });

  it('runs in development with the stand-ins when nothing is set', () => {
    const config = loadConfig({});
    expect(config.discord.standIn).toBe(true);
    expect(config.discord.baseUrl).toBe('http://localhost:3000/dev/discord');
    expect(config.seedDemoData).toBe(true);
  });

  it('rejects a malformed setting with its name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
