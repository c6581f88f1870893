import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { rows } from './helpers.ts';

const run = promisify(execFile);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const [element, name] of [
    ['fire', 'Blaine'],
    ['water', 'Misty'],
  ] as const) {
    const owner = await makeUser(server.deps.db, { name });
    await makeMinecraftAccount(server.deps.db, { name: `${name}MC`, userId: owner.id });
    await makeGymLeader(server.deps.db, { userId: owner.id, element, displayName: name, status: 'online' });
  }
});
afterAll(() => server.close());

describe('npm run game-sim', () => {
  it('acts as a game server for a while, then stops by itself and leaves the site tidy', async () => {
    const env = {
      ...process.env,
      // The site's own address, as a browser reaches it after the development redirect: the Origin it signs in from.
      SITE_URL: server.deps.config.publicUrl,
      DATABASE_URL: server.deps.db.$client.options.connectionString,
      LOG_LEVEL: 'silent',
    };
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/game-sim.ts', '--duration', '12', '--interval', '250'],
      { env, timeout: 60_000 },
    );
    expect(stdout).toContain('types /link');
    expect(stdout).toContain('game-sim: stopping');

    const linked = await rows(
      server,
      sql`select count(*)::int as n from minecraft_accounts where name like 'Sim%' and user_id is not null`,
    );
    expect(linked[0]!.n).toBe(4);
    const results = await rows<{ result: string; n: number }>(
      server,
      sql`select result, count(*)::int as n from matches where id like 'sim:%' group by result`,
    );
    const finished = results.filter((r) => r.result.endsWith('_won')).reduce((n, r) => n + r.n, 0);
    expect(finished).toBeGreaterThan(0);
    expect(results.some((r) => r.result === 'in_progress')).toBe(false);
    expect(
      await rows(server, sql`select 1 from game_api_keys where name like 'game-sim%' and revoked_at is null`),
    ).toEqual([]);
    const leaders = await rows(server, sql`select status, presence_at from gym_leaders`);
    expect(leaders.every((l) => l.status === 'offline' && l.presence_at !== null)).toBe(true);
  });
});
