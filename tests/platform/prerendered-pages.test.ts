import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// A build of its own: the shell, and two public pages as the prerender writes them (one public page left out).
let server: TestServer;
let webRoot: string;
const SHELL = '<!doctype html><div id="root"></div>';
const page = (text: string) => `<!doctype html><div id="root"><main><h1>${text}</h1></main></div>`;

beforeAll(async () => {
  server = await startTestServer();
  webRoot = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
  mkdirSync(path.join(webRoot, 'prerendered'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  writeFileSync(path.join(webRoot, 'prerendered', 'index.html'), page('Home'));
  writeFileSync(path.join(webRoot, 'prerendered', 'leaderboard.html'), page('Leaderboards'));
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

it('answers a public page with its prerendered HTML, under the page policy that refuses inline scripts', async () => {
  const app = createApp(server.deps, { webRoot });
  for (const [p, body] of [
    ['/', page('Home')],
    ['/leaderboard', page('Leaderboards')],
    ['/leaderboard/', page('Leaderboards')],
  ]) {
    const res = await app.request(p!);
    expect(res.status, p).toBe(200);
    expect(res.headers.get('content-type'), p).toContain('text/html');
    expect(res.headers.get('cache-control'), p).toBe('no-cache');
    expect(res.headers.get('content-security-policy'), p).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy'), p).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await res.text(), p).toBe(body);
  }
});

it('answers other pages, and a public page the build did not prerender, with the shell; an unknown path 404', async () => {
  const app = createApp(server.deps, { webRoot });
  for (const p of ['/events', '/purchase-history', '/staff', '/staff/audit']) {
    const res = await app.request(p);
    expect(res.status, p).toBe(200);
    expect(await res.text(), p).toBe(SHELL);
  }
  const missing = await app.request('/no-such-page');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe(SHELL);
});
