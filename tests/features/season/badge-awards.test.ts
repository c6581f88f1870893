import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameClient, player, rows, type GameClient } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server.close());

const held = (uuid: string) =>
  rows(server, sql`select season, element from badge_awards where player_uuid = ${uuid} order by element`);
const progress = (uuid: string) =>
  rows(server, sql`select season, badge_count, elements from season_progress where player_uuid = ${uuid}`);

describe('badge awards and the current season', () => {
  it('a fresh database has Season 1, current, with the nine gyms that have badge images', async () => {
    expect(await rows(server, sql`select number, name, date_range, elements, current from seasons`)).toEqual([
      {
        number: 1,
        name: 'Season 1',
        date_range: 'October 1 - November 31, 2025',
        elements: ['fire', 'water', 'steel', 'psychic', 'electric', 'ghost', 'fairy', 'dark', 'poison'],
        current: true,
      },
    ]);
  });

  it('counts a badge without a season for the current season, and keeps the progress row', async () => {
    const p = player();
    const res = await game.call('POST', '/badges', { player: p, gym: 'fire' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ season: 1, element: 'fire', badge_name: 'Inferno', already_held: false });
    await game.call('POST', '/badges', { player: p, gym: 'ghost' });
    expect((await game.call('POST', '/badges', { player: p, gym: 'fire' })).body.already_held).toBe(true);
    expect(await held(p.uuid)).toEqual([
      { season: 1, element: 'fire' },
      { season: 1, element: 'ghost' },
    ]);
    expect(await progress(p.uuid)).toEqual([{ season: 1, badge_count: 2, elements: ['fire', 'ghost'] }]);
  });

  it('counts concurrent awards of one player once each', async () => {
    const p = player();
    const gyms = ['fire', 'water', 'steel', 'psychic', 'electric', 'ghost', 'fairy', 'dark', 'poison'];
    const answers = await Promise.all(gyms.map((gym) => game.call('POST', '/badges', { player: p, gym })));
    expect(answers.map((a) => a.status)).toEqual(gyms.map(() => 200));
    expect((await progress(p.uuid))[0]).toMatchObject({ badge_count: 9 });
  });

  it("refuses a badge of an element that is not one of the season's gyms, or of an unknown season", async () => {
    const p = player();
    const normal = await game.call('POST', '/badges', { player: p, gym: 'normal' });
    expect(normal.status).toBe(409);
    expect(normal.body.error.message).toBe(
      'Season 1 has no Normal gym: its gyms are fire, water, steel, psychic, electric, ghost, fairy, dark, poison.',
    );
    const unknown = await game.call('POST', '/badges', { player: p, gym: 'fire', season: 7 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('There is no season 7.');
    expect((await game.call('POST', '/badges', { player: p, gym: 'fire', season: 'one' })).status).toBe(400);
    expect(await held(p.uuid)).toEqual([]);
    expect(await rows(server, sql`select 1 from minecraft_accounts where uuid = ${p.uuid}`)).toEqual([]);
  });
});
