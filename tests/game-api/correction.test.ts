import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PLAYER, rateMatch } from '../../src/domain/leaderboard/elo.ts';
import { replayRatings } from '../../src/domain/leaderboard/replay.ts';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, ladder, player, rows, signedInUser, type GameClient } from './helpers.ts';

let server: TestServer;
let game: GameClient;
let staffCookie: string;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
  staffCookie = (await signedInUser(server, 'Referee', 'staff')).cookie;
});
afterAll(() => server.close());

type P = { uuid: string; name: string };
const correct = (id: string, result: string, cookie = staffCookie) =>
  server.request(`/api/staff/matches/${id}/correction`, { method: 'POST', cookie, json: { result } });

async function stored(uuid: string) {
  const [r] = await rows(
    server,
    sql`select rating, wins, losses, streak, games_played from elo_ratings where player_uuid = ${uuid}`,
  );
  return r && { rating: r.rating, wins: r.wins, losses: r.losses, streak: r.streak, gamesPlayed: r.games_played };
}

/** What the ratings must be: every match rated from scratch, in order, with the corrected results. */
function expected(history: [P, P, 'a' | 'b' | 'void'][]) {
  const result = { a: 'leader_won', b: 'challenger_won', void: 'void' };
  return replayRatings(history.map(([a, b, w]) => ({ leader: a.uuid, challenger: b.uuid, result: result[w] }))).ratings;
}

describe('staff match correction', () => {
  it('recomputes the corrected match and every later match of the players it touches', async () => {
    const [A, B, C, D, E] = [player(), player(), player(), player(), player()];
    const history: [P, P, 'a' | 'b' | 'void'][] = [
      [A, B, 'a'],
      [B, C, 'a'],
      [D, E, 'a'],
      [A, C, 'b'],
      [C, D, 'a'],
      [A, B, 'a'],
    ];
    for (const [i, [a, b, w]] of history.entries())
      await game.call('POST', '/matches', ladder(`x-${i}`, a, b, w as 'a' | 'b'));
    const unrelated = player();
    await game.call('POST', '/matches', ladder('x-unrelated', unrelated, player(), 'a'));
    const untouched = await stored(unrelated.uuid);

    const res = await correct('x-0', 'challenger_won');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.match).toMatchObject({ id: 'x-0', result: 'challenger_won', winner_uuid: B.uuid });
    // x-0, x-1 (B), x-3 (A, C), x-4 (C, D: D now touched) and x-5; x-2 was before D was touched.
    expect(body.replayed_matches).toBe(5);

    history[0]![2] = 'b';
    const want = expected(history);
    for (const p of [A, B, C, E]) expect(await stored(p.uuid)).toEqual(want.get(p.uuid));
    // D's rating: its x-2 win stays as it was; x-4 is re-rated against C's corrected rating.
    expect(await stored(D.uuid)).toEqual(want.get(D.uuid));
    expect(await stored(unrelated.uuid)).toEqual(untouched);
    const [x3] = await rows(server, sql`select leader_delta, challenger_delta from matches where id = 'x-3'`);
    const replayUntil3 = expected(history.slice(0, 3));
    const r3 = rateMatch(replayUntil3.get(A.uuid)!, replayUntil3.get(C.uuid)!, 'b');
    expect(x3).toEqual({ leader_delta: r3.deltas.a, challenger_delta: r3.deltas.b });

    // Voiding takes the match out of everyone's record; a later report carries on from there.
    expect((await correct('x-1', 'voided')).status).toBe(200);
    history[1]![2] = 'void';
    await game.call('POST', '/matches', ladder('x-after', B, C, 'b'));
    history.push([B, C, 'b']);
    const final = expected(history);
    for (const p of [A, B, C, D, E]) expect(await stored(p.uuid)).toEqual(final.get(p.uuid));
    const [voided] = await rows(server, sql`select result, winner_uuid, leader_delta from matches where id = 'x-1'`);
    expect(voided).toEqual({ result: 'voided', winner_uuid: null, leader_delta: null });
  });

  it("recounts the gym leader's badges and win rate", async () => {
    const gym = await makeGymLeader(server.deps.db, { element: 'rock', displayName: 'Brock' });
    const L = player();
    await game.call('POST', '/matches', { ...ladder('gym-1', L, player(), 'a'), kind: 'gym', gym: 'rock' });
    await game.call('POST', '/matches', { ...ladder('gym-2', L, player(), 'a'), kind: 'gym', gym: 'rock' });
    expect((await correct('gym-2', 'challenger_won')).status).toBe(200);
    const [g] = await rows(server, sql`select badges_awarded, win_rate from gym_leaders where id = ${gym.id}`);
    expect(g).toEqual({ badges_awarded: 1, win_rate: 0.5 });
  });

  it('changes nothing when the result is already the one asked for', async () => {
    const [a, b] = [player(), player()];
    await game.call('POST', '/matches', ladder('same-1', a, b, 'a'));
    const before = await stored(a.uuid);
    const res = await correct('same-1', 'leader_won');
    expect((await res.json()).replayed_matches).toBe(0);
    expect(await stored(a.uuid)).toEqual(before);
  });

  it('rates a match that was voided or left in progress when staff name its winner', async () => {
    const [a, b] = [player(), player()];
    await game.call('POST', '/matches', {
      id: 'stuck-1',
      kind: 'ladder',
      leader: a,
      challenger: b,
      status: 'in_progress',
    });
    const res = await correct('stuck-1', 'leader_won');
    expect((await res.json()).match).toMatchObject({
      result: 'leader_won',
      leader: { delta: 20 },
      challenger: { delta: -20 },
    });
    expect(await stored(a.uuid)).toEqual({ ...NEW_PLAYER, rating: 1020, wins: 1, streak: 1, gamesPlayed: 1 });
  });

  it('is for staff only and checks its input', async () => {
    const [a, b] = [player(), player()];
    await game.call('POST', '/matches', ladder('guard-1', a, b, 'a'));
    const before = await stored(a.uuid);
    expect(
      (await server.request('/api/staff/matches/guard-1/correction', { method: 'POST', json: { result: 'voided' } }))
        .status,
    ).toBe(401);
    const { cookie } = await signedInUser(server, 'Cheater');
    expect((await correct('guard-1', 'challenger_won', cookie)).status).toBe(403);
    expect((await correct('guard-1', 'in_progress')).status).toBe(400);
    expect((await correct('no-such-match', 'voided')).status).toBe(404);
    expect(await stored(a.uuid)).toEqual(before);
  });
});
