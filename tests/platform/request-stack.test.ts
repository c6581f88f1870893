import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../../src/server/app.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// A write guard refuses by throwing (403, 413, 429). The request log and the security headers around it
// must still see that answer, as they do any other; the app runs here without node:http underneath, so
// the headers are set on the answer itself.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function appLogging() {
  const lines: { msg?: string; status?: number; path?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const app = createApp({ ...server.deps, log: pino({ level: 'info' }, sink) }, { webRoot: 'dist/web' });
  return { app, lines };
}

describe('a write refused by a guard', () => {
  it('a cross-site write: 403 with the API security headers, and logged with its status', async () => {
    const { app, lines } = appLogging();
    const res = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Cross-site request refused.');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await new Promise((r) => setImmediate(r));
    expect(lines.filter((l) => l.msg === 'request').map((l) => [l.path, l.status])).toEqual([
      ['/api/auth/sign-out', 403],
    ]);
  });

  it('a body over the limit: 413 with the API security headers', async () => {
    const { app } = appLogging();
    const res = await app.request('/api/me', {
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
