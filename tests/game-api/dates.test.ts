import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, ladder, player, rows, type GameClient } from './helpers.ts';

// Every date the game API accepts lies between 2020-01-01 and a day (for what happened) or ten
// years (for what is scheduled) from now; outside that it is a 400 that writes nothing.

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000' });
  game = await gameClient(server);
});
afterAll(() => server.close());

async function counts() {
  const [c] = await rows(
    server,
    sql`select (select count(*) from minecraft_accounts)::int as accounts,
      (select count(*) from elo_ratings)::int as ratings, (select count(*) from matches)::int as matches`,
  );
  return c;
}

const DAY = 24 * 60 * 60 * 1000;
const OUT_OF_RANGE: [string, string][] = [
  ['year 0', '0000-01-01T00:00:00Z'],
  ['year 9999 at -14:00 (year 10000 in UTC)', '9999-12-31T23:59:59-14:00'],
  ['before 2020', '2019-12-31T23:59:59Z'],
  ['two days ahead', new Date(Date.now() + 2 * DAY).toISOString()],
];

describe('a match report with a date out of range', () => {
  it.each(OUT_OF_RANGE)('ended_at %s on a finished battle: 400, no account, rating or match row', async (_n, date) => {
    const before = await counts();
    const res = await game.call('POST', '/matches', {
      ...ladder(`d-${date}`, player(), player(), 'a'),
      ended_at: date,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.fields.ended_at).toMatch(/ended_at must lie between 2020-01-01 and one day from now/);
    expect(await counts()).toEqual(before);
  });

  it.each(OUT_OF_RANGE)('started_at %s on a battle in progress: 400, nothing written', async (_n, date) => {
    const before = await counts();
    const body = { ...ladder(`s-${date}`, player(), player(), 'a'), status: 'in_progress', started_at: date };
    delete (body as { winner_uuid?: string }).winner_uuid;
    const res = await game.call('POST', '/matches', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['started_at']);
    expect(await counts()).toEqual(before);
  });

  it('takes a date inside the window and shows it as it was sent', async () => {
    const ended = new Date(Date.now() - 60_000).toISOString();
    const res = await game.call('POST', '/matches', { ...ladder('d-ok', player(), player(), 'b'), ended_at: ended });
    expect(res.status).toBe(200);
    expect(res.body.ended_at).toBe(ended);
  });
});

describe('a presence report with a date out of range', () => {
  it('refuses next_available_at in year 10000 and keeps the stored status', async () => {
    const gym = await makeGymLeader(server.deps.db, { element: 'ghost', displayName: 'Morty' });
    const res = await game.call('POST', '/presence', {
      leaders: [{ gym: 'ghost', status: 'busy', next_available_at: '9999-12-31T23:59:59-14:00' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/next_available_at must lie between 2020-01-01 and ten years from now/);
    const [g] = await rows(server, sql`select next_available_at from gym_leaders where id = ${gym.id}`);
    expect(g!.next_available_at).toBeNull();
  });
});
