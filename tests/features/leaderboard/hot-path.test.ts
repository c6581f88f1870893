import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_POSITION_HEADER, readSince } from '../../../src/domain/realtime/change-position.ts';
import { createApp } from '../../../src/server/app.ts';
import { hotPathListener } from '../../../src/server/cache/hot-path.ts';
import { observeRequests } from '../../../src/server/metrics/request-id.ts';
import { gymLeaders } from '../../../src/server/db/schema/index.ts';
import { makeGymLeader } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';

// The hot path in front of the app, on the same dependencies (database, change feed, cache) as a test server.
let server: TestServer;
let front: Server;
let base: string;
let handedOn = 0;
beforeAll(async () => {
  server = await startTestServer();
  const app = createApp(server.deps, { webRoot: 'dist/web' });
  const appListener = getRequestListener(app.fetch);
  // As the server runs it: every request given its id first (metrics/request-id.ts).
  const listener = observeRequests(
    server.deps,
    hotPathListener(server.deps, (req, res) => {
      handedOn++;
      appListener(req, res);
    }),
  );
  front = createServer(listener);
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => front.close(r));
  await server.close();
});

const comparable = (res: Response) => {
  const h = Object.fromEntries(res.headers.entries());
  delete h.date;
  delete h.connection;
  delete h['keep-alive'];
  // Where the change feed stood when each read began: the same, unless a change came in between (below).
  delete h[CHANGE_POSITION_HEADER];
  // Each answer's own id.
  expect(h['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  delete h['x-request-id'];
  return h;
};

describe('hot path', () => {
  it('answers a cached public GET itself with the same bytes and headers the app sends', async () => {
    await makeGymLeader(server.deps.db, { displayName: 'Surge', element: 'electric', status: 'online' });
    await new Promise((r) => setTimeout(r, 200)); // the insert's notice has reached the cache
    const before = handedOn;
    const viaApp = await fetch(`${base}/api/gym-leaders`);
    expect(handedOn).toBe(before + 1);
    const viaHotPath = await fetch(`${base}/api/gym-leaders`);
    expect(handedOn).toBe(before + 1);
    expect(await viaHotPath.text()).toBe(await viaApp.text());
    expect(comparable(viaHotPath)).toEqual(comparable(viaApp));
    const position = (res: Response) => res.headers.get(CHANGE_POSITION_HEADER);
    expect(readSince(position(viaHotPath), position(viaApp))).toBe(true);
    expect(viaHotPath.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${base}/api/gym-leaders`);
    const again = await fetch(`${base}/api/gym-leaders`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('after a change reloads the stale body itself and answers the new data', async () => {
    await fetch(`${base}/api/gym-leaders`);
    const before = handedOn;
    await server.deps.db.update(gymLeaders).set({ status: 'offline' }).where(eq(gymLeaders.displayName, 'Surge'));
    let body: { leaders: { status: string }[] } | undefined;
    for (let i = 0; i < 50 && body?.leaders[0]?.status !== 'offline'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      body = (await (await fetch(`${base}/api/gym-leaders`)).json()) as typeof body;
    }
    expect(body!.leaders[0]!.status).toBe('offline');
    expect(handedOn).toBe(before);
  });

  it('leaves a path the app has never answered to the app', async () => {
    const before = handedOn;
    expect((await fetch(`${base}/api/leaderboard`)).status).toBe(200);
    expect(handedOn).toBe(before + 1);
  });

  it('hands on everything else: other paths, query strings, other methods', async () => {
    await fetch(`${base}/api/events`);
    const before = handedOn;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/events?x=1`)).status).toBe(200);
    expect(
      (await fetch(`${base}/api/events`, { method: 'POST', headers: { origin: server.deps.config.publicUrl } })).status,
    ).toBe(404);
    expect(handedOn).toBe(before + 3);
  });
});
