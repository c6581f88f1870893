import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// A write that will be refused is refused before its body is read: a chunked body is otherwise read whole
// first, and 40 anonymous 25 MB uploads held 1.9 GB. What is read is bounded per process (UPLOAD_BUFFER_MB).

let server: TestServer;
let player: string;
beforeAll(async () => {
  // The smallest budget: one chunked upload (26 MB) fills it.
  server = await startTestServer({ UPLOAD_BUFFER_MB: '26' });
  player = (await signedInUser(server, 'Chunky Uploader')).cookie;
});
afterAll(() => server.close());

const UPLOAD = '/api/uploads/gym-leader-applications';

/**
 * A chunked POST whose body never ends: it sends one chunk and waits. Resolves with the answer, which the
 * server can only give before the body's end if it refused without reading it.
 */
function openUpload(path: string, headers: Record<string, string> = {}) {
  const req = request(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x', origin: server.deps.config.publicUrl, ...headers },
  });
  req.on('error', () => {}); // the server may close the connection of a refused body
  const answered = new Promise<IncomingMessage>((resolve) => req.once('response', resolve));
  req.write(Buffer.alloc(64 * 1024, 'a'));
  const status = answered.then((res) => {
    res.resume();
    return { status: res.statusCode, retryAfter: res.headers['retry-after'] };
  });
  return { status, close: () => req.destroy() };
}

describe('a write that will be refused is refused before its body is read', () => {
  it('an anonymous chunked upload: 401 while its body is still coming', async () => {
    const upload = openUpload(UPLOAD);
    expect((await upload.status).status).toBe(401);
    upload.close();
  });

  it('a cross-site chunked upload: 403 while its body is still coming', async () => {
    const upload = openUpload(UPLOAD, { cookie: player, origin: 'http://evil.example' });
    expect((await upload.status).status).toBe(403);
    upload.close();
  });

  it("a player's chunked staff upload: 403 while its body is still coming", async () => {
    const upload = openUpload('/api/staff/uploads/spawn-atlas', { cookie: player });
    expect((await upload.status).status).toBe(403);
    upload.close();
  });

  it('a body past what the process may hold: 503 with Retry-After, and room again once the first is answered', async () => {
    const small = () => server.request('/api/bug-reports', { method: 'POST', json: {}, cookie: player });
    const first = openUpload(UPLOAD, { cookie: player });
    // The upload holds the whole budget while its body comes; a write beside it is refused, unread.
    await expect.poll(async () => (await small()).status).toBe(503);
    expect((await small()).headers.get('retry-after')).toBe('5');
    first.close();
    // The closed upload gives its share back: the small write goes through to validation again.
    await expect.poll(async () => (await small()).status).toBe(400);
  });
});

describe('the Origin check', () => {
  const write = (origin: string, host?: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${server.url}/api/bug-reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...(host ? { host } : {}) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end('{}');
    });

  it('trusts PUBLIC_URL alone: an origin that matches the Host header the caller chose is refused', async () => {
    expect(await write('http://evil.example', 'evil.example')).toBe(403);
    // The server's own address, but not PUBLIC_URL (http://localhost:PORT here).
    const { host } = new URL(server.url);
    expect(server.deps.config.publicUrl).not.toBe(`http://${host}`);
    expect(await write(`http://${host}`, host)).toBe(403);
  });

  it('lets the site itself through, to the sign-in check', async () => {
    expect(await write(server.deps.config.publicUrl)).toBe(401);
  });
});
