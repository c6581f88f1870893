import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_REWARDS } from '../../../src/domain/battle-pass/league-rewards.ts';
import { BATTLE_PASS_TEXTS as T } from '../../../src/domain/battle-pass/texts.ts';
import { gameClient, rows, signedInUser, type GameClient } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkout, makeBuyer, standIn } from '../shop/helpers.ts';
import { claim, linkNew, readPass, reportBattle, rewardDeliveries, type ErrorAnswer } from './helpers.ts';

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server.close());

const message = async (res: Response) => ((await res.json()) as ErrorAnswer).error.message;

describe('the battle pass', () => {
  it('shows a visitor the 30 levels of both tracks, with nothing to claim', async () => {
    const pass = await readPass(server);
    expect(pass.season).toEqual({ number: 1, name: 'Season 1' });
    expect(pass.me).toBeNull();
    expect(pass.levels).toHaveLength(30);
    expect(pass.levels[0]).toEqual({
      level: 1,
      xp: 100,
      free: { reward: LEAGUE_REWARDS[0]!.free, state: null },
      premium: { reward: LEAGUE_REWARDS[0]!.premium, state: null },
    });
    expect((await claim(server, undefined, 1, 'free')).status).toBe(401);
  });

  it('earns XP from battles the game server reports: 100 for a win, 40 for a loss', async () => {
    const u = await signedInUser(server, 'Pass Climber');
    const mc = await linkNew(server, u.id, 'Climber');
    expect((await readPass(server, u.cookie)).me).toMatchObject({ linked: true, xp: 0, level: 0 });
    await reportBattle(game, mc, true);
    await reportBattle(game, mc, false);
    const pass = await readPass(server, u.cookie);
    expect(pass.me).toEqual({
      linked: true,
      minecraftName: mc.name,
      wins: 1,
      losses: 1,
      xp: 140,
      level: 1,
      premium: null,
    });
    expect(pass.levels[0]!.free.state).toBe('claimable');
    expect(pass.levels[1]!.free.state).toBe('level_locked');
    expect(pass.levels[0]!.premium.state).toBe('premium_locked');
  });

  it('queues one delivery for a claimed free reward, and refuses a second claim', async () => {
    const u = await signedInUser(server, 'Pass Claimer');
    const mc = await linkNew(server, u.id, 'Claimer');
    await reportBattle(game, mc, true);
    const res = await claim(server, u.cookie, 1, 'free');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ season: 1, level: 1, track: 'free', reward: LEAGUE_REWARDS[0]!.free });
    expect(await rewardDeliveries(server, mc.uuid)).toEqual([
      {
        kind: 'battle_pass_reward',
        status: 'pending',
        payload: { season: 1, pass_level: 1, track: 'free', ...LEAGUE_REWARDS[0]!.free },
      },
    ]);
    const again = await claim(server, u.cookie, 1, 'free');
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(T.alreadyClaimed);
    expect(await rewardDeliveries(server, mc.uuid)).toHaveLength(1);
    expect((await readPass(server, u.cookie)).levels[0]!.free.state).toBe('claimed');
  });

  it('delivers once when the same reward is claimed twice at the same moment', async () => {
    const u = await signedInUser(server, 'Pass Racer');
    const mc = await linkNew(server, u.id, 'Racer');
    await reportBattle(game, mc, true);
    const answers = await Promise.all([1, 2, 3].map(() => claim(server, u.cookie, 1, 'free')));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await rewardDeliveries(server, mc.uuid)).toHaveLength(1);
  });

  it('refuses a level not reached, and a player without a linked account', async () => {
    const u = await signedInUser(server, 'Pass Early');
    const early = await claim(server, u.cookie, 5, 'free');
    expect(early.status).toBe(409);
    expect(await message(early)).toBe(T.notLinked);
    const mc = await linkNew(server, u.id, 'Early');
    const res = await claim(server, u.cookie, 5, 'free');
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('Reach level 5 to claim this reward.');
    expect(await rewardDeliveries(server, mc.uuid)).toEqual([]);
  });

  it('locks the premium track for a free player (403) and opens it with the Premium Battle Pass', async () => {
    const buyer = await makeBuyer(server);
    await reportBattle(game, { uuid: buyer.minecraftUuid, name: buyer.minecraftName }, true);
    const locked = await claim(server, buyer.cookie, 1, 'premium');
    expect(locked.status).toBe(403);
    expect(await message(locked)).toBe(T.premiumLocked);
    expect(await rewardDeliveries(server, buyer.minecraftUuid)).toEqual([]);

    const { sessionId } = await checkout(server, buyer, [{ id: 'premium-battlepass', quantity: 1 }]);
    await standIn(server, `checkout/${sessionId}/pay`);
    expect((await readPass(server, buyer.cookie)).me?.premium).toBe('purchase');
    expect((await claim(server, buyer.cookie, 1, 'premium')).status).toBe(201);
    expect(await rewardDeliveries(server, buyer.minecraftUuid)).toMatchObject([
      { payload: { track: 'premium', pass_level: 1, ...LEAGUE_REWARDS[0]!.premium } },
    ]);
  });

  it('opens the premium track to a player holding the Master rank', async () => {
    const buyer = await makeBuyer(server);
    await reportBattle(game, { uuid: buyer.minecraftUuid, name: buyer.minecraftName }, true);
    expect((await claim(server, buyer.cookie, 1, 'premium')).status).toBe(403);
    const { sessionId } = await checkout(server, buyer, [{ id: 'rank-master-monthly', quantity: 1 }]);
    await standIn(server, `checkout/${sessionId}/pay`);
    expect((await readPass(server, buyer.cookie)).me?.premium).toBe('master');
    expect((await claim(server, buyer.cookie, 1, 'premium')).status).toBe(201);
  });

  it("opens the premium track to the season's Champion", async () => {
    const u = await signedInUser(server, 'Pass Champion');
    const mc = await linkNew(server, u.id, 'Champ');
    await reportBattle(game, mc, true);
    expect((await claim(server, u.cookie, 1, 'premium')).status).toBe(403);
    await server.deps.db.execute(sql`insert into season_champions (season, player_uuid) values (1, ${mc.uuid}::uuid)`);
    expect((await readPass(server, u.cookie)).me?.premium).toBe('champion');
    expect((await claim(server, u.cookie, 1, 'premium')).status).toBe(201);
    expect(
      await rows(server, sql`select level, track from battle_pass_claims where player_uuid = ${mc.uuid}::uuid`),
    ).toEqual([{ level: 1, track: 'premium' }]);
  });
});
