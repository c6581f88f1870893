import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { expireStalePresence } from '../../src/server/game-api/set-presence.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, player, rows, type GameClient } from './helpers.ts';

let server: TestServer;
let game: GameClient;
let misty: { id: string };
let sabrina: { id: string };
let mistyMc: { uuid: string; name: string };
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
  const owner = await makeUser(server.deps.db, { name: 'Misty' });
  mistyMc = await makeMinecraftAccount(server.deps.db, { name: 'MistyMC', userId: owner.id });
  misty = await makeGymLeader(server.deps.db, {
    userId: owner.id,
    element: 'water',
    displayName: 'Misty',
    status: 'offline',
  });
  sabrina = await makeGymLeader(server.deps.db, { element: 'psychic', displayName: 'Sabrina', status: 'busy' });
});
afterAll(() => server.close());

const leader = async (id: string) =>
  (await rows(server, sql`select status, presence_at, next_available_at from gym_leaders where id = ${id}`))[0]!;

describe('gyms', () => {
  it('lists the gym leaders with their ids, elements and linked Minecraft accounts', async () => {
    const res = await game.call('GET', '/gyms');
    expect(res.status).toBe(200);
    expect(res.body.leaders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: misty.id,
          element: 'water',
          display_name: 'Misty',
          minecraft: { uuid: mistyMc.uuid, name: 'MistyMC' },
        }),
        expect.objectContaining({ id: sabrina.id, element: 'psychic', status: 'busy', minecraft: null }),
      ]),
    );
  });
});

describe('presence', () => {
  it('sets leaders online, busy or offline by element or id', async () => {
    const res = await game.call('POST', '/presence', {
      leaders: [
        { gym: 'water', status: 'online' },
        { gym: sabrina.id, status: 'offline', next_available_at: '2030-01-01T18:00:00Z' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.leaders.map((l: { id: string; status: string }) => [l.id, l.status]).sort()).toEqual(
      [
        [misty.id, 'online'],
        [sabrina.id, 'offline'],
      ].sort(),
    );
    expect(await leader(misty.id)).toMatchObject({ status: 'online' });
    expect((await leader(misty.id)).presence_at).not.toBeNull();
    expect(new Date((await leader(sabrina.id)).next_available_at).toISOString()).toBe('2030-01-01T18:00:00.000Z');
  });

  it('changes nothing when one gym named is unknown or the body is bad', async () => {
    await server.deps.db.execute(sql`update gym_leaders set status = 'busy' where id = ${misty.id}`);
    const res = await game.call('POST', '/presence', {
      leaders: [
        { gym: 'water', status: 'online' },
        { gym: 'dragon', status: 'online' },
      ],
    });
    expect(res.status).toBe(404);
    expect(await leader(misty.id)).toMatchObject({ status: 'busy' });
    for (const body of [
      { leaders: [] },
      { leaders: [{ gym: 'water', status: 'away' }] },
      { leaders: [{ gym: 'lava', status: 'online' }] },
    ]) {
      expect((await game.call('POST', '/presence', body)).status).toBe(400);
    }
    expect(await leader(misty.id)).toMatchObject({ status: 'busy' });
  });

  it('shows offline a leader not mentioned for 2 minutes; a leader never reported keeps its status', async () => {
    const never = await makeGymLeader(server.deps.db, { element: 'ghost', displayName: 'Morty', status: 'online' });
    await game.call('POST', '/presence', { leaders: [{ gym: 'water', status: 'online' }] });
    expect(await expireStalePresence(server.deps.db, 120)).toBe(0);
    await server.deps.db.execute(
      sql`update gym_leaders set presence_at = now() - interval '121 seconds' where id = ${misty.id}`,
    );
    expect(await expireStalePresence(server.deps.db, 120)).toBe(1);
    expect(await leader(misty.id)).toMatchObject({ status: 'offline' });
    expect(await leader(never.id)).toMatchObject({ status: 'online' });
    expect(await expireStalePresence(server.deps.db, 120)).toBe(0);
  });

  it('notifies browsers when a status changes, not on every repeated heartbeat', async () => {
    const listener = new pg.Client({ connectionString: server.deps.db.$client.options.connectionString });
    await listener.connect();
    const seen: string[] = [];
    listener.on('notification', (m) => seen.push(m.payload!));
    await listener.query('LISTEN changes');
    try {
      await game.call('POST', '/presence', { leaders: [{ gym: 'water', status: 'busy' }] });
      await game.call('POST', '/presence', { leaders: [{ gym: 'water', status: 'busy' }] });
      await game.call('POST', '/presence', { leaders: [{ gym: 'water', status: 'busy' }] });
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.filter((s) => s.includes(misty.id))).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });
});

describe('badges', () => {
  it('awards a season badge once and says when the player already had it', async () => {
    const p = player();
    const first = await game.call('POST', '/badges', { player: p, gym: 'water', season: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      season: 1,
      uuid: p.uuid,
      element: 'water',
      badge_name: 'Splash',
      gym_leader_id: misty.id,
      already_held: false,
    });
    const again = await game.call('POST', '/badges', { player: p, gym: misty.id, season: 1 });
    expect(again.body).toEqual({ ...first.body, already_held: true });
    expect(await rows(server, sql`select element from badge_awards where player_uuid = ${p.uuid}`)).toEqual([
      { element: 'water' },
    ]);
    // Seasons are data: a season that has not been started is not found (tests/features/season cover more).
    const nextSeason = await game.call('POST', '/badges', { player: p, gym: 'water', season: 2 });
    expect(nextSeason.status).toBe(404);
  });

  it('awards the badge of an element without a gym leader', async () => {
    const p = player();
    const res = await game.call('POST', '/badges', { player: p, gym: 'fire', season: 1 });
    expect(res.body).toMatchObject({ element: 'fire', badge_name: 'Inferno', gym_leader_id: null });
  });

  it('refuses a bad body or an unknown leader id and writes nothing', async () => {
    const p = player();
    expect((await game.call('POST', '/badges', { player: p, gym: 'water', season: 'one' })).status).toBe(400);
    expect((await game.call('POST', '/badges', { player: p, gym: 'water', season: 0 })).status).toBe(400);
    expect((await game.call('POST', '/badges', { player: { uuid: p.uuid }, gym: 'water', season: 1 })).status).toBe(
      400,
    );
    const unknown = await game.call('POST', '/badges', {
      player: p,
      gym: '00000000-0000-0000-0000-000000000000',
      season: 1,
    });
    expect(unknown.status).toBe(404);
    expect(await rows(server, sql`select 1 from minecraft_accounts where uuid = ${p.uuid}`)).toEqual([]);
  });
});
