import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// A write guard refuses by throwing (403, 413, 429). The security headers around it must still be set on that
// answer, as on any other; the app runs here without node:http underneath, so the headers are set on the answer
// itself. (The request line, written when node:http has sent an answer, is tested in tests/ops/request-id.test.ts.)

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const appAlone = () => createApp(server.deps, { webRoot: 'dist/web' });

describe('a write refused by a guard', () => {
  it('a cross-site write: 403 with the API security headers and the request id', async () => {
    const res = await appAlone().request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Cross-site request refused.');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });

  it('a body over the limit: 413 with the API security headers', async () => {
    const res = await appAlone().request('/api/me', {
      method: 'POST',
      headers: {
        origin: server.deps.config.publicUrl,
        'content-type': 'application/json',
        'content-length': '2000000',
      },
      body: 'x'.repeat(2_000_000),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
