import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_TEXTS as T } from '../../../src/domain/battle-reports/texts.ts';
import { settleBattleReports } from '../../../src/server/features/battle-reports/lapse-reports.ts';
import { gameClient, type GameClient } from '../../game-api/helpers.ts';
import { signInAs } from '../../staff/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { call, linkedPlayer, ratingOf, rowsOf } from './helpers.ts';

let server: TestServer;
let game: GameClient;

beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server?.close());

describe('a battle recorded on the site', () => {
  it('once confirmed, moves both ratings exactly as the game reporting the same result would', async () => {
    const [a, b] = [
      await linkedPlayer(server, 'Ash', { rating: 1130 }),
      await linkedPlayer(server, 'Brock', { rating: 990 }),
    ];
    // The twin pair: the same ratings, the same result, reported by the game server.
    const [c, d] = [
      await linkedPlayer(server, 'Cyn', { rating: 1130 }),
      await linkedPlayer(server, 'Dawn', { rating: 990 }),
    ];

    const rec = await call(server, a, 'POST', '/api/battle-reports', {
      opponent: b.mcName.toUpperCase(),
      format: 'ladder',
      winner: 'opponent',
    });
    expect(rec.status).toBe(201);
    expect(rec.body).toMatchObject({ status: 'open', direction: 'sent', format: 'ladder', winnerUuid: b.uuid });
    expect(await ratingOf(server, a.uuid)).toMatchObject({ rating: 1130, games_played: 0 });

    const seen = await call(server, b, 'GET', '/api/battle-reports');
    expect(seen.body.reports[0]).toMatchObject({ id: rec.body.id, direction: 'received', status: 'open' });

    const conf = await call(server, b, 'POST', `/api/battle-reports/${rec.body.id}/confirm`);
    expect(conf.status).toBe(200);
    expect(conf.body).toMatchObject({ status: 'confirmed', rated: true });

    const reported = await game.call('POST', '/matches', {
      id: 'twin-1',
      kind: 'ladder',
      leader: { uuid: c.uuid, name: c.mcName },
      challenger: { uuid: d.uuid, name: d.mcName },
      status: 'finished',
      winner_uuid: d.uuid,
    });
    expect(reported.status).toBe(200);

    const [siteA, siteB, gameC, gameD] = await Promise.all([a, b, c, d].map((p) => ratingOf(server, p.uuid)));
    expect(siteA).toEqual(gameC);
    expect(siteB).toEqual(gameD);
    expect(siteB.rating).toBeGreaterThan(990);
    expect(siteA.losses).toBe(1);
    const [m] = await rowsOf(server, sql`select * from matches where id = ${`site:${rec.body.id}`}`);
    expect(m).toMatchObject({ kind: 'ladder', result: 'challenger_won', winner_uuid: b.uuid });
    expect(m.leader_delta).toBe(reported.body.leader.delta);
    expect(m.challenger_delta).toBe(reported.body.challenger.delta);
  });

  it('is answered by the other player only, and once', async () => {
    const [a, b] = [await linkedPlayer(server, 'Erika'), await linkedPlayer(server, 'Flint')];
    const stranger = await linkedPlayer(server, 'Gary');
    const rec = await call(server, a, 'POST', '/api/battle-reports', {
      opponent: b.mcName,
      format: 'ladder',
      winner: 'me',
    });
    expect(await call(server, a, 'POST', `/api/battle-reports/${rec.body.id}/confirm`)).toMatchObject({
      status: 403,
      body: { error: { message: T.notYours } },
    });
    expect((await call(server, stranger, 'POST', `/api/battle-reports/${rec.body.id}/confirm`)).status).toBe(404);
    expect((await call(server, b, 'POST', `/api/battle-reports/${rec.body.id}/confirm`)).status).toBe(200);
    expect(await call(server, b, 'POST', `/api/battle-reports/${rec.body.id}/dispute`, {})).toMatchObject({
      status: 409,
      body: { error: { message: T.notOpen } },
    });
  });

  it('disputed, becomes an item in the staff queue and rates nothing', async () => {
    const [a, b] = [
      await linkedPlayer(server, 'Hilda', { rating: 1000 }),
      await linkedPlayer(server, 'Iris', { rating: 1000 }),
    ];
    const staff = await signInAs(server, 'staff', 'Queue Staff');
    const rec = await call(server, a, 'POST', '/api/battle-reports', {
      opponent: b.mcName,
      format: 'ladder',
      winner: 'me',
    });
    const before = (await call(server, staff, 'GET', '/api/staff/overview')).body.open.battleDisputes;
    const disp = await call(server, b, 'POST', `/api/battle-reports/${rec.body.id}/dispute`, {
      reason: 'I won that one',
    });
    expect(disp).toMatchObject({ status: 200, body: { status: 'disputed' } });
    const overview = await call(server, staff, 'GET', '/api/staff/overview');
    expect(overview.body.open.battleDisputes).toBe(before + 1);
    expect(overview.body.newest).toContainEqual(
      expect.objectContaining({ queue: 'battleDisputes', id: rec.body.id, title: `${a.mcName} vs ${b.mcName}` }),
    );
    const queue = await call(server, staff, 'GET', '/api/staff/battle-disputes');
    expect(queue.body.items.find((i: { id: string }) => i.id === rec.body.id)).toMatchObject({
      reporter: { uuid: a.uuid, name: a.mcName, userId: a.id, userName: a.name },
      opponent: { uuid: b.uuid, name: b.mcName, userId: b.id, userName: b.name },
      reason: 'I won that one',
    });
    expect(await ratingOf(server, a.uuid)).toMatchObject({ rating: 1000, games_played: 0 });
  });

  it('lapses when not answered within 24 hours, and then changes nothing', async () => {
    const [a, b] = [
      await linkedPlayer(server, 'Jan', { rating: 1000 }),
      await linkedPlayer(server, 'Koga', { rating: 1000 }),
    ];
    const rec = await call(server, a, 'POST', '/api/battle-reports', {
      opponent: b.mcName,
      format: 'ladder',
      winner: 'me',
    });
    await server.deps.db.execute(
      sql`update battle_reports set created_at = now() - interval '23 hours' where id = ${rec.body.id}`,
    );
    await settleBattleReports(server.deps.db);
    expect((await rowsOf(server, sql`select status from battle_reports where id = ${rec.body.id}`))[0].status).toBe(
      'open',
    );
    await server.deps.db.execute(
      sql`update battle_reports set created_at = now() - interval '24 hours 1 minute' where id = ${rec.body.id}`,
    );
    // Even before the job runs, an expired report can no longer be confirmed.
    expect(await call(server, b, 'POST', `/api/battle-reports/${rec.body.id}/confirm`)).toMatchObject({ status: 409 });
    const settled = await settleBattleReports(server.deps.db);
    expect(settled.lapsed).toBeGreaterThanOrEqual(1);
    const mine = await call(server, a, 'GET', '/api/battle-reports');
    expect(mine.body.reports[0]).toMatchObject({ id: rec.body.id, status: 'lapsed' });
    expect(await ratingOf(server, a.uuid)).toMatchObject({ rating: 1000, games_played: 0 });
    expect(await ratingOf(server, b.uuid)).toMatchObject({ rating: 1000, games_played: 0 });
    expect(await rowsOf(server, sql`select 1 from matches where id = ${`site:${rec.body.id}`}`)).toEqual([]);
  });
});
