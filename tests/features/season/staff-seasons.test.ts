import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSeason } from '../../../src/domain/season/staff.ts';
import { auditLog, deliveryActions } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { gameClient, player, rows } from '../../game-api/helpers.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkout, makeBuyer, purchaseBySession, standIn } from '../shop/helpers.ts';

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Season Keeper');
});
afterAll(() => server.close());

const seasonTwo = {
  name: 'Season 2',
  dateRange: 'January 1 - February 28, 2026',
  timeframe: 'Jan 1 - Feb 28',
  competitiveCycle: 'Jan 1 - Jan 31',
  eliteFourTournament: 'Last week of January',
  eliteFourCycle: 'Feb 1-15',
  elements: ['normal', 'grass', 'ice', 'fighting', 'ground', 'flying', 'bug', 'rock', 'dragon'],
};
const send = (method: string, path: string, json: unknown, cookie?: string) =>
  server.request(path, { method, json, cookie });
const seasonRows = () => rows(server, sql`select number, current from seasons order by number`);

describe('staff seasons', () => {
  it('refuses anyone but staff, and writes nothing', async () => {
    const player = await signInAs(server, 'player', 'Not Staff');
    expect((await send('POST', '/api/staff/seasons', seasonTwo)).status).toBe(401);
    expect((await send('POST', '/api/staff/seasons', seasonTwo, player.cookie)).status).toBe(403);
    expect((await server.request('/api/staff/seasons', { cookie: player.cookie })).status).toBe(403);
    expect((await send('PUT', '/api/staff/seasons/1/champions', { minecraftName: 'x', champion: true })).status).toBe(
      401,
    );
    expect(await seasonRows()).toEqual([{ number: 1, current: true }]);
  });

  it('refuses a season without nine different gyms or with NUL characters', async () => {
    const bad: [unknown, string][] = [
      [{ ...seasonTwo, elements: seasonTwo.elements.slice(1) }, 'elements: A season has exactly 9 gyms.'],
      [
        { ...seasonTwo, elements: [...seasonTwo.elements.slice(1), 'grass'] },
        'elements: Each gym element may appear only once.',
      ],
      [{ ...seasonTwo, name: 'Season\u00002' }, 'name: The name must not contain NUL characters.'],
      [{ ...seasonTwo, dateRange: 'x'.repeat(81) }, 'dateRange: The date range must be at most 80 characters.'],
    ];
    for (const [body, message] of bad) {
      const res = await send('POST', '/api/staff/seasons', body, staff.cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(`Invalid input: ${message}`);
    }
    expect(await seasonRows()).toEqual([{ number: 1, current: true }]);
  });

  it('starts the next season as the only current one; badges and battle passes then count for it', async () => {
    const res = await send('POST', '/api/staff/seasons', seasonTwo, staff.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ...seasonTwo, number: 2, current: true, champions: [] });
    expect(await seasonRows()).toEqual([
      { number: 1, current: false },
      { number: 2, current: true },
    ]);
    const [audit] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'season.start'));
    expect(audit).toMatchObject({ actorId: staff.id, targetTable: 'seasons', targetId: '2', before: { current: 1 } });

    const game = await gameClient(server);
    const award = await game.call('POST', '/badges', { player: player(), gym: 'dragon' });
    expect(award.body).toMatchObject({ season: 2, element: 'dragon', badge_name: 'Dragon Badge' });
    expect((await game.call('POST', '/badges', { player: player(), gym: 'fire', season: 1 })).status).toBe(200);

    const buyer = await makeBuyer(server);
    const { sessionId } = await checkout(server, buyer, [{ id: 'premium-battlepass', quantity: 1 }]);
    await standIn(server, `checkout/${sessionId}/pay`);
    const purchase = await purchaseBySession(server, sessionId);
    const actions = await server.deps.db
      .select()
      .from(deliveryActions)
      .where(eq(deliveryActions.purchaseId, purchase.id));
    expect(actions.find((a) => a.kind === 'battle_pass')?.payload).toMatchObject({ season: 2, premium: true });
  });

  it('sets and clears the Champion flag of a season by Minecraft name, audited', async () => {
    const mc = await makeMinecraftAccount(server.deps.db, { name: 'CrownedOne' });
    const put = (body: unknown, number = 1) =>
      send('PUT', `/api/staff/seasons/${number}/champions`, body, staff.cookie);
    const set = await put({ minecraftName: 'crownedone', champion: true });
    expect(set.status).toBe(200);
    expect(((await set.json()) as StaffSeason).champions).toEqual([{ uuid: mc.uuid, name: 'CrownedOne' }]);
    expect((await put({ minecraftName: 'CrownedOne', champion: true })).status).toBe(200);
    expect(await rows(server, sql`select season from season_champions where player_uuid = ${mc.uuid}`)).toEqual([
      { season: 1 },
    ]);
    const cleared = (await (await put({ minecraftName: 'CrownedOne', champion: false })).json()) as StaffSeason;
    expect(cleared.champions).toEqual([]);
    const actions = await rows(
      server,
      sql`select action from audit_log where target_table = 'season_champions' order by created_at`,
    );
    expect(actions).toEqual([{ action: 'season.champion.set' }, { action: 'season.champion.clear' }]);

    const missing = await put({ minecraftName: 'Nobody', champion: true });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'No Minecraft account is named Nobody.',
    );
    expect((await put({ minecraftName: 'CrownedOne', champion: true }, 9)).status).toBe(404);
    expect((await put({ minecraftName: 'CrownedOne', champion: 'yes' })).status).toBe(400);
  });
});
