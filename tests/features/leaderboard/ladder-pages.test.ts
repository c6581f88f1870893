import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LadderPage } from '../../../src/domain/leaderboard/ladder-pages.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { getJson } from './helpers.ts';

// The whole ladder a page at a time (GET /api/leaderboard/trainers): every player once, ranks as the top 100
// and the own rank count them (1 + players rated higher), also while ratings move; the search by name.

const PLAYERS = 450;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Ratings in steps of 10 from 800 to 1190 (many ties), wins 0-6, names Lad000..Lad449.
  await server.deps.db.execute(sql`
    with a as (
      insert into minecraft_accounts (uuid, name)
      select md5('ladder-test-' || g)::uuid, 'Lad' || lpad(g::text, 3, '0') from generate_series(0, ${PLAYERS - 1}) g
      returning uuid, name
    )
    insert into elo_ratings (player_uuid, rating, wins, losses)
    select uuid, 800 + (substr(name, 4)::int * 7 % 40) * 10, substr(name, 4)::int % 7, 3 from a`);
});
afterAll(() => server.close());

const page = (query: string) => getJson<LadderPage>(server, `/api/leaderboard/trainers?${query}`);

async function allPages() {
  const first = await page('page=1');
  const pages = [first];
  for (let p = 2; p <= first.pages; p++) pages.push(await page(`page=${p}`));
  return pages;
}

/** Ranks one answer can check by itself: a row below a higher rating is ranked by its position in the ladder. */
function expectRanksHoldInPage(p: LadderPage) {
  p.players.forEach((row, i) => {
    const position = (p.page - 1) * p.pageSize + i + 1;
    const previous = p.players[i - 1];
    if (!previous) expect(row.rank).toBeLessThanOrEqual(position);
    else if (previous.rating === row.rating) expect(row.rank).toBe(previous.rank);
    else {
      expect(previous.rating).toBeGreaterThan(row.rating);
      expect(row.rank).toBe(position);
    }
  });
}

async function expectWholeLadder() {
  const pages = await allPages();
  const rows = pages.flatMap((p) => p.players);
  const { rows: expected } = await server.deps.db.execute<{ uuid: string; rank: string }>(sql`
    select e.player_uuid as uuid, (select count(*) from elo_ratings h where h.rating > e.rating) + 1 as rank
    from elo_ratings e order by e.rating desc, e.wins desc, e.player_uuid asc`);
  expect(rows.map((r) => [r.uuid, r.rank])).toEqual(expected.map((r) => [r.uuid, Number(r.rank)]));
  expect(pages.every((p) => p.totalPlayers === expected.length)).toBe(true);
}

describe('GET /api/leaderboard/trainers', () => {
  it('pages through the whole ladder in order, each player once, ranked 1 + players rated higher', async () => {
    const first = await page('page=1');
    expect(first).toMatchObject({ totalPlayers: PLAYERS, page: 1, pageSize: 100, pages: 5, found: null });
    expect(first.players).toHaveLength(100);
    expect((await page('page=5')).players).toHaveLength(50);
    await expectWholeLadder();
  });

  it('answers page 1 as the leaderboards page lists its top 100', async () => {
    const board = await getJson<{ trainers: { players: unknown[] } }>(server, '/api/leaderboard');
    expect((await page('page=1')).players).toEqual(board.trainers.players);
    expect((await page('')).players).toEqual(board.trainers.players);
  });

  it('keeps every page consistent while ratings change, and the whole ladder once they rest', async () => {
    const db = server.deps.db;
    let writing = true;
    let moves = 0;
    // Four writers moving two players at a time by the same points, in one statement each, like a rated match.
    const writer = async (seed: number) => {
      while (writing) {
        const a = (seed * 7919 + moves * 31) % PLAYERS;
        const b = (a + 1 + ((moves * 17) % (PLAYERS - 1))) % PLAYERS;
        const d = 10 * (1 + (moves % 3));
        moves++;
        await db.execute(sql`
          update elo_ratings e set rating = e.rating + v.d, wins = e.wins + (v.d > 0)::int
          from (values (md5('ladder-test-' || ${a}::int)::uuid, ${d}::int),
                       (md5('ladder-test-' || ${b}::int)::uuid, ${-d}::int)) v(uuid, d)
          where e.player_uuid = v.uuid`);
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    try {
      for (let round = 0; round < 3; round++) {
        for (const p of await allPages()) {
          expect(p.totalPlayers).toBe(PLAYERS);
          expect(p.players).toHaveLength(p.page < 5 ? 100 : 50);
          expect(new Set(p.players.map((r) => r.uuid)).size).toBe(p.players.length);
          expectRanksHoldInPage(p);
        }
      }
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    expect(moves).toBeGreaterThan(20);
    // The counts the pages read agree with the ratings.
    const { rows } = await db.execute<{ wrong: string }>(sql`
      select count(*) as wrong from (
        select rating, count(*)::int as n from elo_ratings group by rating
      ) r full join (select * from ladder_rating_counts where players > 0) c using (rating)
      where r.n is distinct from c.players`);
    expect(Number(rows[0]!.wrong)).toBe(0);
    await expectWholeLadder();
  });

  it('finds a player by name in any case, or by the start of it, on their page', async () => {
    const target = 'Lad321';
    for (const q of ['lad321', 'LAD321', 'Lad32']) {
      const answer = await page(`q=${q}`);
      const expectedName = q === 'Lad32' ? 'Lad320' : target;
      expect(answer.found?.name, q).toBe(expectedName);
      const row = answer.players.find((p) => p.name === expectedName);
      expect(row, q).toBeDefined();
      // The page the paging shows the player on.
      expect((await page(`page=${answer.page}`)).players.map((p) => p.uuid)).toContain(row!.uuid);
    }
  });

  it('says when nobody is so named (an underscore is a letter, not a wildcard), keeping the asked page', async () => {
    expect(await page('q=nobody')).toMatchObject({ found: null, page: 1 });
    expect(await page('q=Lad_21&page=2')).toMatchObject({ found: null, page: 2 });
  });

  it('refuses a page that is not a whole number from 1 and a name that cannot be one, with the reason', async () => {
    for (const [query, message] of [
      ['page=0', 'The page must be at least 1.'],
      ['page=-3', 'The page must be at least 1.'],
      ['page=two', 'The page must be a number.'],
      ['page=1.5', 'The page must be a whole number.'],
      ['q=no%20spaces', 'Search with up to 16 letters, digits or _ of a Minecraft name'],
    ] as const) {
      const res = await server.request(`/api/leaderboard/trainers?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(message);
    }
  });

  it('answers a page past the end with no players and the number of pages', async () => {
    expect(await page('page=99')).toMatchObject({ page: 99, pages: 5, totalPlayers: PLAYERS, players: [] });
  });
});
