import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStatusResponder,
  type StatusResponder,
} from '../../../src/server/integrations/minecraft/stand-in/status-responder.ts';
import { freePort } from '../../setup/free-port.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { FIELDS, readStatus, statusUntil } from './helpers.ts';

// The site reads the Minecraft server's status by Server List Ping from the stand-in, through the real client, and
// answers GET /api/server-status at once whatever the game server does. An answer "at once" is held to 500 ms: far
// under the ping's 3 s timeout, which is what a read that waited on the game server would take at least.
const AT_ONCE_MS = 500;

let responder: StatusResponder;
let server: TestServer;
let fields = FIELDS;
beforeAll(async () => {
  responder = await startStatusResponder({ status: () => fields });
  server = await startTestServer({ MINECRAFT_SERVER_ADDRESS: `127.0.0.1:${responder.port}` });
});
afterAll(async () => {
  await server.close();
  await responder.close();
});

describe('GET /api/server-status', () => {
  it('answers checking until the first ping is done, then what the server reported', async () => {
    const first = await readStatus(server);
    expect(first.body).toEqual({ state: 'checking' });
    const online = await statusUntil(server, (s) => s.state === 'online');
    expect(online).toEqual({
      state: 'online',
      checkedAt: expect.any(String),
      playersOnline: 7,
      playersMax: 50,
      version: 'Cobblemon 1.21.1',
      motd: 'Cobble League · Season 1',
      latencyMs: expect.any(Number),
    });
    if (online.state !== 'online') return;
    expect(Number.isInteger(online.latencyMs) && online.latencyMs >= 0 && online.latencyMs < 3000).toBe(true);
  });

  it('shows a change on the server once the kept answer expires', async () => {
    fields = { ...FIELDS, players: { online: 12, max: 50 } };
    const changed = await statusUntil(server, (s) => s.state === 'online' && s.playersOnline === 12);
    expect(changed).toMatchObject({ playersMax: 50, version: 'Cobblemon 1.21.1' });
  });

  it('answers at once from what it kept while the server is slow, then offline once the ping times out', async () => {
    const seenOnline = await statusUntil(server, (s) => s.state === 'online');
    responder.slow = 60_000; // longer than this test may run: a read that waited would fail it
    try {
      const offline = await statusUntil(
        server,
        (s) => s.state === 'offline',
        ({ ms }) => expect(ms).toBeLessThan(AT_ONCE_MS),
      );
      expect(offline).toEqual({ state: 'offline', checkedAt: expect.any(String), lastSeenAt: expect.any(String) });
      if (offline.state !== 'offline' || seenOnline.state !== 'online') return;
      expect(Date.parse(offline.lastSeenAt!)).toBeGreaterThanOrEqual(Date.parse(seenOnline.checkedAt));
    } finally {
      responder.slow = 0;
    }
    await statusUntil(server, (s) => s.state === 'online');
  });

  it('shows a dead server as offline, at once, with when it was last seen', async () => {
    await statusUntil(server, (s) => s.state === 'online');
    await responder.down();
    try {
      const offline = await statusUntil(
        server,
        (s) => s.state === 'offline',
        ({ ms }) => expect(ms).toBeLessThan(AT_ONCE_MS),
      );
      expect(offline).toMatchObject({ state: 'offline', lastSeenAt: expect.any(String) });
      // It stays offline on every read while the server is down: never a remembered "online".
      for (let i = 0; i < 5; i++) expect((await readStatus(server)).body.state).toBe('offline');
    } finally {
      await responder.up();
    }
    await statusUntil(server, (s) => s.state === 'online');
  });
});

describe('a server the site has never reached', () => {
  it('is offline with no last-seen time, and never online', async () => {
    const nobody = await startTestServer({ MINECRAFT_SERVER_ADDRESS: `127.0.0.1:${await freePort()}` });
    try {
      const offline = await statusUntil(
        nobody,
        (s) => s.state === 'offline',
        ({ body, ms }) => {
          expect(body.state).not.toBe('online');
          expect(ms).toBeLessThan(AT_ONCE_MS);
        },
      );
      expect(offline).toEqual({ state: 'offline', checkedAt: expect.any(String), lastSeenAt: null });
    } finally {
      await nobody.close();
    }
  });
});
