import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

/** Opens a live-update stream; resolves once the server has said `ready` (or answered otherwise). */
async function open(server: TestServer, from?: string) {
  const controller = new AbortController();
  const headers = from ? { 'x-forwarded-for': from } : undefined;
  const res = await fetch(`${server.url}/api/realtime`, { signal: controller.signal, headers });
  if (res.ok) {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    while (!seen.includes('event: ready')) seen += (await reader.read()).value ?? '';
  }
  return { res, close: () => controller.abort() };
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

describe('live-update connections per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SSE_MAX_PER_ADDRESS: '3' });
  });
  afterAll(() => server.close());

  it('refuses a connection over the cap with 429 and the standard error shape, and frees a slot on close', async () => {
    const streams = [await open(server), await open(server), await open(server)];
    expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200]);

    const over = await open(server);
    expect(over.res.status).toBe(429);
    expect(await over.res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many live-update connections from your address.' },
    });
    expect(server.deps.sse.size).toBe(3);

    streams[0]!.close();
    await until(() => server.deps.sse.size === 2);
    const again = await open(server);
    expect(again.res.status).toBe(200);
    again.close();
    for (const s of streams.slice(1)) s.close();
    await until(() => server.deps.sse.size === 0);
    expect(server.deps.sse.size).toBe(0);
  });
});

describe('live-update connections per instance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SSE_MAX_PER_INSTANCE: '2', TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('refuses a stream past the instance cap with 503 and Retry-After, whatever the address', async () => {
    const streams = [await open(server, '198.51.100.1'), await open(server, '198.51.100.2')];
    expect(streams.map((s) => s.res.status)).toEqual([200, 200]);

    const over = await open(server, '198.51.100.3');
    expect(over.res.status).toBe(503);
    expect(over.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await over.res.json()).error.code).toBe('unavailable');

    streams[0]!.close();
    await until(() => server.deps.sse.size === 1);
    const again = await open(server, '198.51.100.3');
    expect(again.res.status).toBe(200);
    again.close();
    streams[1]!.close();
    await until(() => server.deps.sse.size === 0);
  });
});
