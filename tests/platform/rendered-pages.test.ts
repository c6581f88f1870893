import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { events } from '../../src/server/db/schema/index.ts';
import { makeEvent } from '../../src/server/db/seed/factories.ts';
import { RENDERER_DIR, RENDERER_FILE } from '../../src/server/http/rendered-pages.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// A build of its own: /events prerendered, and a page renderer in the place the build keeps it, which renders the
// events it is given as a list (the real one is checked in a browser, e2e/events.spec.ts). It counts its renders, and
// fails while globalThis.failRender is set.
let server: TestServer;
let webRoot: string;
const PRERENDERED = `<!doctype html><html><head><style>${'.text-muted{color:#9ca3af}'.repeat(100)}</style></head><body><div id="root"><main><h1>Events</h1><p>Loading</p></main></div>\n<script type="module" src="/assets/boot.js"></script></body></html>`;
const RENDERER = `
export async function renderPage(page, data) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (globalThis.failRender) throw new Error('the renderer broke');
  const items = data.answers['/api/events'].events.map((e) => '<li>' + e.title.replace(/</g, '&lt;') + '</li>');
  return '<main><h1>Events</h1><ul>' + items.join('') + '</ul><p>' + page + ' at ' + data.now + '</p></main>';
}`;
const state = globalThis as { renders?: number; failRender?: boolean };

beforeAll(async () => {
  server = await startTestServer();
  webRoot = mkdtempSync(path.join(tmpdir(), 'rendered-'));
  mkdirSync(path.join(webRoot, 'prerendered'));
  mkdirSync(path.join(webRoot, RENDERER_DIR));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'prerendered', 'events.html'), PRERENDERED);
  writeFileSync(path.join(webRoot, RENDERER_DIR, RENDERER_FILE), RENDERER);
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function appLogging() {
  const lines: { msg?: string; page?: string; err?: { message?: string } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { app: createApp({ ...server.deps, log: pino({ level: 'warn' }, sink) }, { webRoot }), lines };
}

const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!) as {
    now: number;
    answers: { '/api/events': { events: { title: string }[] } };
  };

/** Once /api/events lists `title` (or no longer does): the cache follows the change feed a few ms after a commit. */
async function listed(app: ReturnType<typeof createApp>, title: string, is = true): Promise<void> {
  const until = Date.now() + 5_000;
  for (;;) {
    const { events: list } = (await (await app.request('/api/events')).json()) as { events: { title: string }[] };
    if (list.some((e) => e.title === title) === is) return;
    expect(Date.now(), `/api/events still ${is ? 'lacks' : 'lists'} ${title}`).toBeLessThan(until);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it("answers /events with its events rendered in, and the answer and the render's time in a data block", async () => {
  const { app } = appLogging();
  const made = await makeEvent(server.deps.db, { title: 'Winter </script><b>Cup', kind: 'tournament' });
  try {
    await listed(app, 'Winter </script><b>Cup');
    const before = Date.now();
    const res = await app.request('/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    // The prerendered document around it, with #root rendered again.
    expect(html).toContain('</head><body><div id="root"><main><h1>Events</h1><ul><li>Winter &lt;/script>');
    expect(html).not.toContain('<p>Loading</p>');
    expect(html).toContain('<script type="module" src="/assets/boot.js"></script></body></html>');
    // The block cannot be ended by what an event says: `<` is written \u003c, which JSON reads back.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const data = pageData(html);
    expect(data.answers['/api/events']).toEqual(await (await app.request('/api/events')).json());
    expect(data.answers['/api/events'].events.map((e) => e.title)).toContain('Winter </script><b>Cup');
    expect(data.now).toBeGreaterThanOrEqual(before);
    expect(html).toContain(`/events at ${data.now}`);
  } finally {
    await server.deps.db.delete(events).where(eq(events.id, made.id));
  }
});

it('renders once while the events are unchanged, and again once they change; compressed like the build', async () => {
  const { app } = appLogging();
  await listed(app, 'Winter </script><b>Cup', false);
  const first = await (await app.request('/events')).text();
  const renders = state.renders!;
  const again = await app.request('/events', { headers: { 'accept-encoding': 'br' } });
  expect(again.headers.get('content-encoding')).toBe('br');
  expect(again.headers.get('vary')).toBe('Accept-Encoding');
  expect(await (await app.request('/events')).text()).toBe(first);
  expect(state.renders).toBe(renders);

  const made = await makeEvent(server.deps.db, { title: 'Spring Raid', kind: 'raid' });
  try {
    await listed(app, 'Spring Raid');
    const html = await (await app.request('/events')).text();
    expect(html).toContain('<li>Spring Raid</li>');
    expect(pageData(html).answers['/api/events'].events.map((e) => e.title)).toContain('Spring Raid');
    expect(state.renders).toBeGreaterThan(renders);
  } finally {
    await server.deps.db.delete(events).where(eq(events.id, made.id));
  }
});

it('a failed render answers the prerendered page, and is logged once until the next render', async () => {
  const { app, lines } = appLogging();
  const made = await makeEvent(server.deps.db, { title: 'Broken Night', kind: 'themed' });
  state.failRender = true;
  try {
    await listed(app, 'Broken Night');
    expect(await (await app.request('/events')).text()).toBe(PRERENDERED);
    expect(await (await app.request('/events')).text()).toBe(PRERENDERED);
    const failures = lines.filter((l) => l.msg === 'rendering a page with its data failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ page: '/events', err: { message: 'the renderer broke' } });
  } finally {
    state.failRender = false;
    await server.deps.db.delete(events).where(eq(events.id, made.id));
  }
});

it("does not serve the build's own directories: the renderer and the manifest", async () => {
  mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  const { app } = appLogging();
  for (const p of [`/${RENDERER_DIR}/${RENDERER_FILE}`, '/.vite/manifest.json']) {
    expect((await app.request(p)).status, p).toBe(404);
  }
});

it('a page the server does not render with data is its prerendered HTML, as before', async () => {
  writeFileSync(path.join(webRoot, 'prerendered', 'wiki.html'), '<!doctype html><div id="root"><h1>Wiki</h1></div>');
  const { app } = appLogging();
  expect(await (await app.request('/wiki')).text()).toBe('<!doctype html><div id="root"><h1>Wiki</h1></div>');
});
