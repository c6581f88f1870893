import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATED_PER_PAIR_PER_DAY } from '../../../src/domain/battle-reports/rating-limit.ts';
import { BATTLE_TEXTS as T } from '../../../src/domain/battle-reports/texts.ts';
import { signInAs } from '../../staff/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { call, linkedPlayer, ratingOf, recordAndConfirm, rowsOf } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('limits against abuse', () => {
  it('refuses an account with no linked Minecraft account, and an unlinked opponent', async () => {
    const unlinked = await signInAs(server, 'player', 'No Link');
    const b = await linkedPlayer(server, 'Lance');
    expect(
      await call(server, unlinked, 'POST', '/api/battle-reports', {
        opponent: b.mcName,
        format: 'ladder',
        winner: 'me',
      }),
    ).toMatchObject({ status: 403, body: { error: { message: T.notLinked, reason: 'not_linked' } } });
    expect(
      await call(server, b, 'POST', '/api/battle-reports', {
        opponent: 'NobodyLinked',
        format: 'ladder',
        winner: 'me',
      }),
    ).toMatchObject({ status: 400, body: { error: { fields: { opponent: T.opponentNotFound } } } });
    expect(
      await call(server, b, 'POST', '/api/battle-reports', { opponent: b.mcName, format: 'ladder', winner: 'me' }),
    ).toMatchObject({ status: 400, body: { error: { fields: { opponent: T.notYourself } } } });
    expect(
      await call(server, b, 'POST', '/api/battle-reports', { opponent: b.mcName, format: 'cup', winner: 'me' }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { format: T.formatRequired } } },
    });
    expect((await call(server, unlinked, 'GET', '/api/battle-reports')).body).toEqual({ linked: false, reports: [] });
  });

  it('keeps one open report per pair, whichever side records it', async () => {
    const [a, b] = [await linkedPlayer(server, 'Misty'), await linkedPlayer(server, 'Nate')];
    const first = await call(server, a, 'POST', '/api/battle-reports', {
      opponent: b.mcName,
      format: 'ladder',
      winner: 'me',
    });
    expect(first.status).toBe(201);
    expect(
      await call(server, b, 'POST', '/api/battle-reports', { opponent: a.mcName, format: 'ladder', winner: 'me' }),
    ).toMatchObject({ status: 409, body: { error: { message: T.openExists } } });
    await call(server, b, 'POST', `/api/battle-reports/${first.body.id}/dispute`, {});
    expect(
      (await call(server, b, 'POST', '/api/battle-reports', { opponent: a.mcName, format: 'ladder', winner: 'me' }))
        .status,
    ).toBe(201);
  });

  it(`rates at most ${RATED_PER_PAIR_PER_DAY} confirmed results of a pair in 24 hours`, async () => {
    const [a, b] = [
      await linkedPlayer(server, 'Oak', { rating: 1000 }),
      await linkedPlayer(server, 'Piers', { rating: 1000 }),
    ];
    const ids: string[] = [];
    for (let i = 0; i <= RATED_PER_PAIR_PER_DAY; i++) ids.push(await recordAndConfirm(server, a, b));
    expect(await ratingOf(server, a.uuid)).toMatchObject({ wins: 3, games_played: 3 });
    const last = (await call(server, a, 'GET', '/api/battle-reports')).body.reports[0];
    expect(last).toMatchObject({ id: ids[3], status: 'confirmed', rated: false });
    expect(await rowsOf(server, sql`select 1 from matches where id = ${`site:${ids[3]}`}`)).toEqual([]);
    // A day later the pair counts again.
    await server.deps.db.execute(
      sql`update battle_reports set decided_at = now() - interval '25 hours' where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    await recordAndConfirm(server, b, a);
    expect(await ratingOf(server, a.uuid)).toMatchObject({ wins: 3, losses: 1, games_played: 4 });
  });

  it('rate-limits recording, counted in PostgreSQL', async () => {
    const a = await linkedPlayer(server, 'Quinn');
    await server.deps.db.execute(
      sql`insert into rate_limits (key, window_start, count) values (${`battle-record:${a.id}`}, now(), 10)`,
    );
    const b = await linkedPlayer(server, 'Roxie');
    expect(
      await call(server, a, 'POST', '/api/battle-reports', { opponent: b.mcName, format: 'ladder', winner: 'me' }),
    ).toMatchObject({ status: 429, body: { error: { message: T.tooMany } } });
  });

  it('records a gym battle only with a gym leader on one side', async () => {
    const [a, b] = [await linkedPlayer(server, 'Sabrina'), await linkedPlayer(server, 'Tate')];
    expect(
      await call(server, a, 'POST', '/api/battle-reports', { opponent: b.mcName, format: 'gym', winner: 'me' }),
    ).toMatchObject({ status: 400, body: { error: { fields: { format: T.noGym } } } });
    const leader = await linkedPlayer(server, 'Uri', { role: 'gym leader', rating: 1000 });
    const rec = await call(server, a, 'POST', '/api/battle-reports', {
      opponent: leader.mcName,
      format: 'gym',
      winner: 'me',
    });
    expect(rec.status).toBe(201);
    await call(server, leader, 'POST', `/api/battle-reports/${rec.body.id}/confirm`);
    const [m] = await rowsOf(server, sql`select * from matches where id = ${`site:${rec.body.id}`}`);
    expect(m).toMatchObject({
      kind: 'gym',
      leader_uuid: leader.uuid,
      challenger_uuid: a.uuid,
      result: 'challenger_won',
    });
  });
});
