import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashGameApiKey, KEY_CACHE_MS, listGameApiKeys, revokeGameApiKey } from '../../src/server/game-keys/keys.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, ladder, player, rows, signedInUser, type GameClient, type Json } from './helpers.ts';

const run = promisify(execFile);
let server: TestServer;
let game: GameClient;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = (server = await startTestServer()).deps.db.$client.options.connectionString!;
  game = await gameClient(server);
});
afterAll(() => server.close());

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/server/game-api/keys-cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });

describe('game API keys', () => {
  it('stores only a hash and a short prefix of a key', async () => {
    const [row] = await rows(server, sql`select prefix, key_hash from game_api_keys where id = ${game.keyId}`);
    expect(row!.key_hash).toBe(hashGameApiKey(game.key));
    expect(row!.key_hash).not.toContain(game.key);
    expect(game.key.startsWith(row!.prefix)).toBe(true);
    expect(row!.prefix.length).toBeLessThan(16);
    expect(game.key.length).toBeGreaterThan(40);
  });

  it('creates, lists and revokes keys from the command line', async () => {
    const created = await cli('create', 'Survival', 'server');
    const key = /\s(cgk_[A-Za-z0-9_-]{40,})\s/.exec(created.stdout)?.[1];
    expect(key).toBeDefined();
    const ok = await fetch(`${server.url}/api/game/v1/gyms`, { headers: { authorization: `Bearer ${key}` } });
    expect(ok.status).toBe(200);

    const listed = await cli('list');
    expect(listed.stdout).toContain('Survival server');
    expect(listed.stdout).toContain(key!.slice(0, 12));
    expect(listed.stdout).not.toContain(key);
    const stored = (await listGameApiKeys(server.deps.db)).find((k) => k.name === 'Survival server')!;
    expect(stored.lastUsedAt).not.toBeNull();

    const revoked = await cli('revoke', stored.prefix);
    expect(revoked.stdout).toContain('Revoked "Survival server"');
    // Revoked in another process: the server trusts a key it checked for at most KEY_CACHE_MS.
    const deadline = Date.now() + KEY_CACHE_MS;
    let status = 0;
    do {
      await new Promise((r) => setTimeout(r, 100));
      status = (await fetch(`${server.url}/api/game/v1/gyms`, { headers: { authorization: `Bearer ${key}` } })).status;
    } while (status !== 401 && Date.now() < deadline + 200);
    expect(status).toBe(401);
    await expect(cli('revoke', 'cgk_nothing')).rejects.toMatchObject({ code: 1 });
    await expect(cli('frobnicate')).rejects.toMatchObject({ code: 2 });
  });

  it('answers 401 and writes nothing without a key, with a wrong key or with a revoked key', async () => {
    const a = player();
    const b = player();
    const other = await gameClient(server, 'to revoke');
    await revokeGameApiKey(server.deps.db, other.keyId);
    for (const key of ['', 'cgk_wrong', other.key, game.key.slice(0, -1)]) {
      const res = await game.call('POST', '/matches', ladder(`m-${key.length}`, a, b, 'a'), key);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
    // Every endpoint refuses before looking at the request.
    const endpoints: [string, string, unknown][] = [
      ['POST', '/link/redeem', { code: 'ABCDEFGHJK', ...a }],
      ['POST', '/presence', { leaders: [{ gym: 'fire', status: 'online' }] }],
      ['POST', '/badges', { player: a, gym: 'fire', season: 1 }],
      ['GET', '/gyms', undefined],
      ['GET', '/deliveries', undefined],
      ['POST', '/deliveries/ack', { acks: [{ id: crypto.randomUUID(), status: 'done' }] }],
      ['GET', '/no-such-endpoint', undefined],
    ];
    for (const [method, path, body] of endpoints) {
      for (const key of ['', 'cgk_wrong', other.key]) {
        expect((await game.call(method, path, body, key)).status, `${method} ${path}`).toBe(401);
      }
    }
    const res = await fetch(`${server.url}/api/game/v1/matches`, {
      method: 'POST',
      headers: { authorization: `Basic ${game.key}` },
    });
    expect(res.status).toBe(401);
    expect(await rows(server, sql`select 1 from minecraft_accounts where uuid in (${a.uuid}, ${b.uuid})`)).toEqual([]);
    expect(await rows(server, sql`select 1 from matches where id like 'm-%'`)).toEqual([]);
  });

  it('refuses a key revoked by this process at once, even one it has just accepted', async () => {
    const used = await gameClient(server, 'used then revoked');
    expect((await used.call('GET', '/gyms')).status).toBe(200);
    await revokeGameApiKey(server.deps.db, used.keyId);
    expect((await used.call('GET', '/gyms')).status).toBe(401);
  });

  it('is accepted on the game API only', async () => {
    const { cookie } = await signedInUser(server, 'KeyHolder');
    expect((await server.request('/api/link-codes', { method: 'POST', cookie })).status).toBe(201);
    const res = await server.request('/api/link-codes', {
      method: 'POST',
      headers: { authorization: `Bearer ${game.key}` },
    });
    expect(res.status).toBe(401);
    const me = await (await server.request('/api/me', { headers: { authorization: `Bearer ${game.key}` } })).json();
    expect(me.user).toBeNull();
  });

  it('is described in the OpenAPI document as a bearer scheme on every game endpoint', async () => {
    const doc = await (await server.request('/api/openapi.json')).json();
    expect(doc.components.securitySchemes.GameApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/game/v1'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/game/v1/link/redeem',
        '/api/game/v1/matches',
        '/api/game/v1/presence',
        '/api/game/v1/badges',
        '/api/game/v1/deliveries',
        '/api/game/v1/deliveries/ack',
        '/api/game/v1/gyms',
      ]),
    );
    for (const p of paths)
      for (const op of Object.values<Json>(doc.paths[p])) expect(op.security).toEqual([{ GameApiKey: [] }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/link-codes',
        '/api/staff/matches/{id}/correction',
        '/api/staff/purchases/{id}/deliveries',
      ]),
    );
  });
});
