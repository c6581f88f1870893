import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADER_BADGE_TEXTS as B } from '../../../src/domain/battle-reports/leader-badges.ts';
import { makeMatch } from '../../../src/server/db/seed/factories.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { call, linkedPlayer, ratingOf, rowsOf } from './helpers.ts';

let server: TestServer;
let staff: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Resolving Staff');
});
afterAll(() => server?.close());

async function disputed(winner: 'me' | 'opponent' = 'me') {
  const [a, b] = [
    await linkedPlayer(server, 'Viola', { rating: 1000 }),
    await linkedPlayer(server, 'Wally', { rating: 1000 }),
  ];
  const rec = await call(server, a, 'POST', '/api/battle-reports', { opponent: b.mcName, format: 'ladder', winner });
  await call(server, b, 'POST', `/api/battle-reports/${rec.body.id}/dispute`, { reason: 'Not so' });
  return { a, b, id: rec.body.id as string };
}

describe('staff resolve a dispute', () => {
  it('by confirming the other result: rated through the same path, audited', async () => {
    const { a, b, id } = await disputed('me');
    const res = await call(server, staff, 'POST', `/api/staff/battle-disputes/${id}/resolve`, {
      resolution: 'opponent_won',
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await ratingOf(server, b.uuid)).toMatchObject({ wins: 1, games_played: 1 });
    expect(await ratingOf(server, a.uuid)).toMatchObject({ losses: 1, games_played: 1 });
    const [m] = await rowsOf(server, sql`select winner_uuid from matches where id = ${`site:${id}`}`);
    expect(m.winner_uuid).toBe(b.uuid);
    const [audit] = await rowsOf(server, sql`select * from audit_log where target_id = ${id}`);
    expect(audit).toMatchObject({
      actor_id: staff.id,
      action: 'battle_report.resolve',
      target_table: 'battle_reports',
    });
    expect(audit.after).toMatchObject({ resolution: 'opponent_won', counted: true });
    expect(
      (await call(server, staff, 'POST', `/api/staff/battle-disputes/${id}/resolve`, { resolution: 'void' })).status,
    ).toBe(409);
  });

  it('by voiding it: nothing rated, audited; a player is refused', async () => {
    const { a, id } = await disputed();
    expect(
      (await call(server, a, 'POST', `/api/staff/battle-disputes/${id}/resolve`, { resolution: 'void' })).status,
    ).toBe(403);
    expect(
      (await call(server, staff, 'POST', `/api/staff/battle-disputes/${id}/resolve`, { resolution: 'void' })).status,
    ).toBe(200);
    expect((await rowsOf(server, sql`select status from battle_reports where id = ${id}`))[0].status).toBe('voided');
    expect(await ratingOf(server, a.uuid)).toMatchObject({ games_played: 0 });
    expect(await rowsOf(server, sql`select action from audit_log where target_id = ${id}`)).toEqual([
      { action: 'battle_report.resolve' },
    ]);
  });
});

describe('a gym leader awards their badge from the dashboard', () => {
  it('only to a challenger who beat them this season, and only once; staff revoke it, audited', async () => {
    const leader = await linkedPlayer(server, 'Xerosic', { role: 'gym leader' });
    const [gym] = await rowsOf(server, sql`select id, element from gym_leaders where user_id = ${leader.id}`);
    const winner = await linkedPlayer(server, 'Yancy');
    const loser = await linkedPlayer(server, 'Zinnia');
    const db = server.deps.db;
    await makeMatch(db, {
      kind: 'gym',
      gymLeaderId: gym.id,
      leaderUuid: leader.uuid,
      challengerUuid: winner.uuid,
      result: 'challenger_won',
      winnerUuid: winner.uuid,
      loserUuid: leader.uuid,
      endedAt: new Date(),
    });
    await makeMatch(db, {
      kind: 'gym',
      gymLeaderId: gym.id,
      leaderUuid: leader.uuid,
      challengerUuid: loser.uuid,
      result: 'leader_won',
      winnerUuid: leader.uuid,
      loserUuid: loser.uuid,
      endedAt: new Date(),
    });

    const panel = await call(server, leader, 'GET', '/api/dashboard/badges');
    expect(panel.status).toBe(200);
    expect(panel.body.candidates).toEqual([
      expect.objectContaining({ uuid: winner.uuid, name: winner.mcName, holdsBadge: false }),
    ]);
    expect((await call(server, winner, 'GET', '/api/dashboard/badges')).status).toBe(403);

    expect(await call(server, leader, 'POST', '/api/dashboard/badges', { playerUuid: loser.uuid })).toMatchObject({
      status: 403,
      body: { error: { message: B.notBeaten } },
    });
    expect((await call(server, leader, 'POST', '/api/dashboard/badges', { playerUuid: winner.uuid })).status).toBe(201);
    expect(await call(server, leader, 'POST', '/api/dashboard/badges', { playerUuid: winner.uuid })).toMatchObject({
      status: 409,
      body: { error: { message: B.alreadyHeld } },
    });
    const held = await rowsOf(
      server,
      sql`select season, element, gym_leader_id from badge_awards where player_uuid = ${winner.uuid}`,
    );
    expect(held).toEqual([{ season: expect.any(Number), element: gym.element, gym_leader_id: gym.id }]);
    expect((await call(server, leader, 'GET', '/api/dashboard/badges')).body.candidates[0].holdsBadge).toBe(true);

    const listed = await call(server, staff, 'GET', `/api/staff/badges?player=${winner.mcName}`);
    expect(listed.body.items).toEqual([expect.objectContaining({ playerUuid: winner.uuid, element: gym.element })]);
    const revoke = { season: held[0].season, playerUuid: winner.uuid, element: gym.element };
    expect((await call(server, leader, 'POST', '/api/staff/badges/revoke', revoke)).status).toBe(403);
    expect((await call(server, staff, 'POST', '/api/staff/badges/revoke', revoke)).status).toBe(200);
    expect(await rowsOf(server, sql`select 1 from badge_awards where player_uuid = ${winner.uuid}`)).toEqual([]);
    const [audit] = await rowsOf(
      server,
      sql`select * from audit_log where action = 'badge.revoke' and target_id = ${`${revoke.season}:${winner.uuid}:${gym.element}`}`,
    );
    expect(audit).toMatchObject({ actor_id: staff.id, target_table: 'badge_awards' });
    expect(audit.before).toMatchObject({ gymLeaderId: gym.id, playerUuid: winner.uuid });
    expect((await call(server, staff, 'POST', '/api/staff/badges/revoke', revoke)).status).toBe(404);
  });
});
