import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, ladder, player, rows, type GameClient } from './helpers.ts';

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server.close());

const rating = async (uuid: string) =>
  (
    await rows(
      server,
      sql`select rating, wins, losses, streak, games_played from elo_ratings where player_uuid = ${uuid}`,
    )
  )[0];

describe('reporting a ladder battle', () => {
  it('rates the set once, stores both deltas and moves wins, losses and streaks', async () => {
    const [a, b] = [player(), player()];
    const res = await game.call('POST', '/matches', {
      ...ladder('l-1', a, b, 'b'),
      started_at: '2025-10-01T10:00:00Z',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'l-1',
      kind: 'ladder',
      gym_leader_id: null,
      result: 'challenger_won',
      winner_uuid: b.uuid,
      leader: { uuid: a.uuid, delta: -20 },
      challenger: { uuid: b.uuid, delta: 20 },
      started_at: '2025-10-01T10:00:00.000Z',
    });
    expect(res.body.ended_at).not.toBeNull();
    expect(await rating(a.uuid)).toEqual({ rating: 980, wins: 0, losses: 1, streak: -1, games_played: 1 });
    expect(await rating(b.uuid)).toEqual({ rating: 1020, wins: 1, losses: 0, streak: 1, games_played: 1 });
    const [m] = await rows(
      server,
      sql`select winner_uuid, loser_uuid, leader_delta, challenger_delta, rated_seq from matches where id = 'l-1'`,
    );
    expect(m).toMatchObject({ winner_uuid: b.uuid, loser_uuid: a.uuid, leader_delta: -20, challenger_delta: 20 });
    expect(m!.rated_seq).not.toBeNull();
    const names = await rows(
      server,
      sql`select name from minecraft_accounts where uuid in (${a.uuid}, ${b.uuid}) order by name`,
    );
    expect(names.map((r) => r.name).sort()).toEqual([a.name, b.name].sort());
  });

  it('answers a repeated report as the first time and changes nothing', async () => {
    const [a, b] = [player(), player()];
    const first = await game.call('POST', '/matches', ladder('l-2', a, b, 'a'));
    const before = [await rating(a.uuid), await rating(b.uuid)];
    const again = await game.call('POST', '/matches', ladder('l-2', a, b, 'a'));
    expect(again).toEqual(first);
    expect([await rating(a.uuid), await rating(b.uuid)]).toEqual(before);
    const other = await game.call('POST', '/matches', ladder('l-2', a, b, 'b'));
    expect(other.status).toBe(409);
    expect(other.body.error.message).toMatch(/already finished/);
    const stranger = await game.call('POST', '/matches', ladder('l-2', a, player(), 'a'));
    expect(stranger.status).toBe(409);
    expect([await rating(a.uuid), await rating(b.uuid)]).toEqual(before);
  });

  it('records a started battle unrated, then rates it when it finishes', async () => {
    const [a, b] = [player(), player()];
    const started = await game.call('POST', '/matches', {
      id: 'l-3',
      kind: 'ladder',
      leader: a,
      challenger: b,
      status: 'in_progress',
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      result: 'in_progress',
      ended_at: null,
      winner_uuid: null,
      leader: { delta: null },
    });
    expect(await rating(a.uuid)).toBeUndefined();
    const finished = await game.call('POST', '/matches', ladder('l-3', a, b, 'a'));
    expect(finished.body).toMatchObject({
      result: 'leader_won',
      started_at: started.body.started_at,
      leader: { delta: 20 },
    });
    // A late "started" report after the end changes nothing.
    expect(
      await game.call('POST', '/matches', {
        id: 'l-3',
        kind: 'ladder',
        leader: a,
        challenger: b,
        status: 'in_progress',
      }),
    ).toEqual(finished);
    expect(await rating(a.uuid)).toMatchObject({ rating: 1020, games_played: 1 });
  });

  it('voids an abandoned battle without rating it', async () => {
    const [a, b] = [player(), player()];
    await game.call('POST', '/matches', { id: 'l-4', kind: 'ladder', leader: a, challenger: b, status: 'in_progress' });
    const voided = await game.call('POST', '/matches', {
      id: 'l-4',
      kind: 'ladder',
      leader: a,
      challenger: b,
      status: 'voided',
    });
    expect(voided.body).toMatchObject({ result: 'voided', winner_uuid: null });
    expect(voided.body.ended_at).not.toBeNull();
    expect((await game.call('POST', '/matches', ladder('l-4', a, b, 'a'))).status).toBe(409);
    expect(await rating(a.uuid)).toBeUndefined();
  });

  it('rejects bad bodies with a clear 400 and writes nothing', async () => {
    const [a, b] = [player(), player()];
    const cases: [unknown, string][] = [
      [{ ...ladder('bad-1', a, a, 'a') }, 'challenger.uuid'],
      [{ ...ladder('bad-2', a, b, 'a'), winner_uuid: player().uuid }, 'winner_uuid'],
      [{ ...ladder('bad-3', a, b, 'a'), winner_uuid: undefined }, 'winner_uuid'],
      [{ ...ladder('bad-4', a, b, 'a'), kind: 'gym' }, 'gym'],
      [{ ...ladder('bad-5', a, b, 'a'), gym: 'fire' }, 'gym'],
      [{ ...ladder('bad 6', a, b, 'a') }, 'id'],
      [{ ...ladder('bad-7', a, b, 'a'), kind: 'raid' }, 'kind'],
      [{ ...ladder('bad-8', a, b, 'a'), leader: { uuid: 'x', name: a.name } }, 'leader.uuid'],
      [{ ...ladder('bad-9', a, b, 'a'), ended_at: 'yesterday' }, 'ended_at'],
    ];
    for (const [body, field] of cases) {
      const res = await game.call('POST', '/matches', body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    expect((await game.call('POST', '/matches', 'not json')).status).toBe(400);
    expect(await rows(server, sql`select 1 from matches where id like 'bad%'`)).toEqual([]);
    expect(await rows(server, sql`select 1 from minecraft_accounts where uuid in (${a.uuid}, ${b.uuid})`)).toEqual([]);
  });
});

describe('reporting a gym battle', () => {
  it("moves the gym leader's badges awarded, wins and win rate on from where they stand", async () => {
    const owner = await makeUser(server.deps.db, { name: 'Blaine' });
    const leaderMc = await makeMinecraftAccount(server.deps.db, { name: 'BlaineMC', userId: owner.id });
    const gym = await makeGymLeader(server.deps.db, {
      userId: owner.id,
      element: 'fire',
      displayName: 'Blaine',
      badgesAwarded: 7,
      leaderWins: 63,
      winRate: 0.9,
    });
    const L = { uuid: leaderMc.uuid, name: leaderMc.name };
    const results: ('a' | 'b')[] = ['a', 'b', 'a', 'a'];
    for (const [i, w] of results.entries()) {
      const res = await game.call('POST', '/matches', {
        ...ladder(`g-${i}`, L, player(), w),
        kind: 'gym',
        gym: 'fire',
      });
      expect(res.status).toBe(200);
      expect(res.body.gym_leader_id).toBe(gym.id);
    }
    const [stats] = await rows(
      server,
      sql`select badges_awarded, leader_wins, win_rate from gym_leaders where id = ${gym.id}`,
    );
    expect(stats).toMatchObject({ badges_awarded: 8, leader_wins: 66 });
    expect(stats!.win_rate).toBeCloseTo(66 / 74, 5);
    // Naming the gym by its leader's id works the same; an unknown gym is a 404 that writes nothing.
    const byId = await game.call('POST', '/matches', { ...ladder('g-id', L, player(), 'b'), kind: 'gym', gym: gym.id });
    expect(byId.body.gym_leader_id).toBe(gym.id);
    const c = player();
    const unknown = await game.call('POST', '/matches', { ...ladder('g-x', L, c, 'b'), kind: 'gym', gym: 'dragon' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/No gym leader holds the dragon gym/);
    expect(await rows(server, sql`select 1 from minecraft_accounts where uuid = ${c.uuid}`)).toEqual([]);
  });
});

describe('live updates', () => {
  it('tells SSE clients about the new match and both ratings', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/realtime`, { signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: ready')) text += (await reader.read()).value ?? '';
    const [a, b] = [player(), player()];
    await game.call('POST', '/matches', ladder('live-1', a, b, 'a'));
    const want = [
      `"table":"matches","op":"INSERT","id":"live-1"`,
      `"table":"elo_ratings","op":"UPDATE","id":"${a.uuid}"`,
    ];
    while (!want.every((w) => text.replace(/\s/g, '').includes(w))) text += (await reader.read()).value ?? '';
    controller.abort();
  });

  it('sends nothing for a repeated report, which writes nothing', async () => {
    const [a, b] = [player(), player()];
    await game.call('POST', '/matches', ladder('quiet-1', a, b, 'a'));
    const listener = new pg.Client({ connectionString: server.deps.db.$client.options.connectionString });
    await listener.connect();
    const seen: string[] = [];
    listener.on('notification', (m) => seen.push(m.payload!));
    await listener.query('LISTEN changes');
    try {
      expect((await game.call('POST', '/matches', ladder('quiet-1', a, b, 'a'))).status).toBe(200);
      await game.call('POST', '/matches', ladder('quiet-2', a, b, 'b'));
      await new Promise((r) => setTimeout(r, 300));
      // Only the second, new match shows: its insert and the two rating updates.
      expect(seen.filter((s) => s.includes(a.uuid) || s.includes(b.uuid) || s.includes('quiet-'))).toHaveLength(3);
      expect(seen.some((s) => s.includes('quiet-1'))).toBe(false);
    } finally {
      await listener.end();
    }
  });
});
