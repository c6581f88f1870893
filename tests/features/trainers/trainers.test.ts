import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameClient, ladder, player, rows, signedInUser, type GameClient, type Json } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await server.request(path);
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), body: text ? (JSON.parse(text) as Json) : null };
};

async function playLadder(a: { uuid: string; name: string }, b: { uuid: string; name: string }, results: string) {
  for (const w of results) {
    const res = await game.call('POST', '/matches', ladder(randomUUID(), a, b, w === 'a' ? 'a' : 'b'));
    expect(res.status).toBe(200);
  }
}

describe('a trainer profile', () => {
  it('answers by name in any case: record, rank, and a rating history that adds up to the stored changes', async () => {
    const [a, b] = [player('Pro'), player('Opp')];
    await playLadder(a, b, 'aabab');
    const { status, body } = await get(`/api/trainers/${a.name.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body.name).toBe(a.name);
    const [stored] = await rows<{ rating: number; wins: number; losses: number; streak: number }>(
      server,
      sql`select rating, wins, losses, streak from elo_ratings where player_uuid = ${a.uuid}`,
    );
    expect(body.ladder).toMatchObject({ ...stored, tier: expect.any(String) });
    expect(body.ladder.rank).toBeGreaterThanOrEqual(1);
    const deltas = await rows<{ delta: number }>(
      server,
      sql`select case when leader_uuid = ${a.uuid} then leader_delta else challenger_delta end as delta
          from matches where ${a.uuid} in (leader_uuid, challenger_uuid) order by rated_seq`,
    );
    expect(body.history).toHaveLength(5);
    // Each point is the one before plus that match's stored change, and the last is today's rating.
    let rating = body.historyFrom.rating;
    body.history.forEach((p: { rating: number }, i: number) => {
      rating += deltas[i]!.delta;
      expect(p.rating).toBe(rating);
    });
    expect(rating).toBe(stored!.rating);
    expect(body.ladder.peakRating).toBe(Math.max(...body.history.map((p: { rating: number }) => p.rating)));
    expect(body.matches.matches).toHaveLength(5);
    expect(body.matches.matches[0]).toMatchObject({ opponent: b.name, won: false, delta: deltas[4]!.delta });
  });

  it('pages matches, and answers head to head from either side', async () => {
    const [a, b] = [player('Many'), player('Foe')];
    await playLadder(a, b, 'aaaaaaaaaaab');
    const first = await get(`/api/trainers/${a.name}/matches?page=1`);
    const second = await get(`/api/trainers/${a.name}/matches?page=2`);
    expect([first.body.matches.length, first.body.hasMore]).toEqual([10, true]);
    expect([second.body.matches.length, second.body.hasMore]).toEqual([2, false]);
    const h2h = await get(`/api/trainers/${b.name}/versus/${a.name}`);
    expect(h2h.body).toMatchObject({ trainer: b.name, opponent: a.name, wins: 1, losses: 11 });
    expect(h2h.body.meetings[0]).toMatchObject({ opponent: a.name, won: true });
  });

  it('an old name redirects to the current one, for the API (the page: e2e/trainers.spec.ts)', async () => {
    const [a, b] = [player('Old'), player('Any')];
    await playLadder(a, b, 'a');
    const renamed = { uuid: a.uuid, name: `New${a.name}`.slice(0, 16) };
    await playLadder(renamed, b, 'b');
    const api = await get(`/api/trainers/${a.name.toLowerCase()}`);
    expect(api.status).toBe(308);
    expect(api.location).toBe(`/api/trainers/${renamed.name}`);
    expect((await get(`/api/trainers/${renamed.name}`)).body.name).toBe(renamed.name);
  });

  it('an unknown name is a 404, for the API (the page: e2e/trainers.spec.ts)', async () => {
    const api = await get('/api/trainers/NobodyByThisName');
    expect(api.status).toBe(404);
    expect(api.body.error.message).toBe('No trainer has that name.');
  });

  it('finds trainers by the start of their name', async () => {
    const a = player('Searchy');
    await playLadder(a, player('X'), 'a');
    expect((await get(`/api/trainers?q=${a.name.slice(0, 9).toLowerCase()}`)).body.names).toContain(a.name);
  });

  it('no profile answer holds a private field: Discord id, e-mail, site account, purchases', async () => {
    const { id } = await signedInUser(server, 'Private Pat');
    const a = player('Priv');
    await playLadder(a, player('Y'), 'ab');
    await server.deps.db.execute(sql`update minecraft_accounts set user_id = ${id} where uuid = ${a.uuid}`);
    const [u] = await rows<{ email: string }>(server, sql`select email from "user" where id = ${id}`);
    const [acct] = await rows<{ account_id: string }>(
      server,
      sql`select account_id from account where user_id = ${id}`,
    );
    const answers = [
      await get(`/api/trainers/${a.name}`),
      await get(`/api/trainers/${a.name}/matches?page=1`),
      await get(`/api/trainers/${a.name}/versus/${a.name}`),
      await get(`/api/trainers?q=${a.name}`),
    ];
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      const text = JSON.stringify(body);
      for (const secret of [id, u!.email, acct!.account_id]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/discord|email|e-mail|purchase|userId|user_id/i);
    }
  });
});
