import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, httpServerOptions } from '../../src/server/server.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// The site's own limit is 10 s; this server has 1 s, so the test does not wait ten seconds for it.
const LIMIT_MS = 1_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, undefined, { headersTimeoutMs: LIMIT_MS });
});
afterAll(() => server.close());

/** Sends `bytes` on a raw connection and waits (15 s at most) for the server to close it. */
function sendAndWaitForClose(bytes: string) {
  return new Promise<{ ms: number; answer: string }>((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // a reset still ends in 'close'
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 15 s; received ${JSON.stringify(answer)}`));
    }, 15_000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ ms: Date.now() - started, answer });
    });
  });
}

describe('a client that sends its headers slowly', () => {
  it('is answered 408 and closed once the header limit has passed, not long after', async () => {
    const { ms, answer } = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(ms).toBeLessThan(LIMIT_MS + 1_000);
  }, 20_000);

  it('still gets its answer when the headers arrive in time', async () => {
    const { answer } = await sendAndWaitForClose(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('has ten seconds in production, checked every second', () => {
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(httpServerOptions()).toEqual({ headersTimeout: 10_000, connectionsCheckingInterval: 1_000 });
  });
});
