import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, ladder, player, rows, type GameClient } from './helpers.ts';

// A flood from one game server is refused per key, before it is written, and leaves the others alone.

let server: TestServer;
let flooding: GameClient;
let other: GameClient;
beforeAll(async () => {
  server = await startTestServer({ GAME_API_RATE_PER_SECOND: '5' });
  flooding = await gameClient(server, 'flooding server');
  other = await gameClient(server, 'quiet server');
});
afterAll(() => server.close());

describe('the game API rate per key', () => {
  it('refuses a flood past the burst with 429 and Retry-After, writes none of the refused reports, and spares other keys', async () => {
    const a = player();
    const b = player();
    const reports = Array.from({ length: 30 }, (_, i) => `flood-${i}`);
    const answers = await Promise.all(
      reports.map((id) =>
        fetch(`${server.url}/api/game/v1/matches`, {
          method: 'POST',
          headers: { authorization: `Bearer ${flooding.key}`, 'content-type': 'application/json' },
          body: JSON.stringify(ladder(id, a, b, 'a')),
        }),
      ),
    );
    const refused = answers.filter((r) => r.status === 429);
    // A burst is one second of the rate (5); a little more may have refilled while the flood came in.
    expect(refused.length).toBeGreaterThanOrEqual(15);
    expect(answers.every((r) => r.status === 429 || r.ok)).toBe(true);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(((await refused[0]!.json()) as { error: { message: string } }).error.message).toBe(
      'Too many requests from this game server: at most 5 a second.',
    );
    const stored = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from matches where id like 'flood-%'`,
    );
    expect(stored[0]!.n).toBe(answers.length - refused.length);

    expect((await other.call('GET', '/gyms')).status).toBe(200);
    // The flooding key gets its allowance back as time passes.
    await expect.poll(async () => (await flooding.call('GET', '/gyms')).status, { timeout: 5_000 }).toBe(200);
  });
});
