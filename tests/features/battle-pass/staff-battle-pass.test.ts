import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_REWARDS } from '../../../src/domain/battle-pass/league-rewards.ts';
import type { StaffBattlePass } from '../../../src/domain/battle-pass/schemas.ts';
import { auditLog } from '../../../src/server/db/schema/index.ts';
import { gameClient, signedInUser, type GameClient } from '../../game-api/helpers.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { claim, linkNew, readPass, reportBattle, rewardDeliveries, type ErrorAnswer } from './helpers.ts';

let server: TestServer;
let game: GameClient;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
  staff = await signInAs(server, 'staff', 'Pass Keeper');
});
afterAll(() => server.close());

const shinyEevee = {
  type: 'POKEMON',
  data: { species: 'eevee', level: 20, shiny: true, pokeball: 'cobblemon:love_ball', display_name: 'Shiny Eevee' },
};
const put = (cookie: string | undefined, body: unknown, path = '/api/staff/battle-pass/rewards/2/free') =>
  server.request(path, { method: 'PUT', cookie, json: body });

describe('staff and the battle pass', () => {
  it('refuses anyone but staff, and changes nothing', async () => {
    const player = await signInAs(server, 'player', 'Not Keeper');
    expect((await put(undefined, shinyEevee)).status).toBe(401);
    expect((await put(player.cookie, shinyEevee)).status).toBe(403);
    expect((await readPass(server)).levels[1]!.free.reward).toEqual(LEAGUE_REWARDS[1]!.free);
  });

  it('refuses a reward that is not one, naming the field', async () => {
    const bad: [unknown, string][] = [
      [{ type: 'GIFT', data: {} }, 'type: The type must be ITEM, POKEMON or COMMAND.'],
      [{ ...shinyEevee, data: { ...shinyEevee.data, level: 101 } }, 'data.level: The level must be at most 100.'],
      [
        { type: 'COMMAND', command: '/op {player}', data: { display_name: 'x' } },
        'command: The command starts without a slash or a space.',
      ],
      [
        { type: 'ITEM', data: { id: 'diamond', Count: 1, display_name: 'x' } },
        'data.id: The item id must be a namespaced id such as cobblemon:rare_candy.',
      ],
    ];
    for (const [body, text] of bad) {
      const res = await put(staff.cookie, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.message).toBe(`Invalid input: ${text}`);
    }
  });

  it('sets a reward of the current season, audited; later claims deliver it', async () => {
    const res = await put(staff.cookie, shinyEevee);
    expect(res.status).toBe(200);
    const pass = (await res.json()) as StaffBattlePass;
    expect(pass.levels[1]).toMatchObject({ level: 2, free: shinyEevee, edited: ['free'] });
    expect((await readPass(server)).levels[1]!.free.reward).toEqual(shinyEevee);
    const [audit] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'battle_pass.reward.edit'));
    expect(audit).toMatchObject({
      actorId: staff.id,
      targetId: '1:2:free',
      before: LEAGUE_REWARDS[1]!.free,
      after: shinyEevee,
    });

    const u = await signedInUser(server, 'Eevee Fan');
    const mc = await linkNew(server, u.id, 'EeveeFan');
    await reportBattle(game, mc, true);
    await reportBattle(game, mc, true);
    expect((await claim(server, u.cookie, 2, 'free')).status).toBe(201);
    expect(await rewardDeliveries(server, mc.uuid)).toMatchObject([{ payload: { pass_level: 2, ...shinyEevee } }]);
  });

  it('ends with the season: the next season starts everyone at level 0 with nothing claimed', async () => {
    const u = await signedInUser(server, 'Season Ender');
    const mc = await linkNew(server, u.id, 'Ender');
    await reportBattle(game, mc, true);
    expect((await claim(server, u.cookie, 1, 'free')).status).toBe(201);
    const started = await server.request('/api/staff/seasons', {
      method: 'POST',
      cookie: staff.cookie,
      json: {
        name: 'Season 2',
        dateRange: 'January 1 - February 28, 2026',
        timeframe: 'Jan 1 - Feb 28',
        competitiveCycle: 'Jan 1 - Jan 31',
        eliteFourTournament: 'Last week of January',
        eliteFourCycle: 'Feb 1-15',
        elements: ['normal', 'grass', 'ice', 'fighting', 'ground', 'flying', 'bug', 'rock', 'dragon'],
      },
    });
    expect(started.status).toBe(201);
    const pass = await readPass(server, u.cookie);
    expect(pass.season.number).toBe(2);
    expect(pass.me).toMatchObject({ xp: 0, level: 0 });
    expect(pass.levels[0]!.free.state).toBe('level_locked');
    // A staff change to Season 1 stays with Season 1.
    expect(pass.levels[1]!.free.reward).toEqual(LEAGUE_REWARDS[1]!.free);
  });
});
