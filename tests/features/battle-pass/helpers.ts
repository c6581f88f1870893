import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BattlePassView } from '../../../src/domain/battle-pass/schemas.ts';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { ladder, player, rows, type GameClient } from '../../game-api/helpers.ts';
import type { TestServer } from '../../setup/test-server.ts';

export type ErrorAnswer = { error: { code: string; message: string } };

/** Reads the pass as the page does, signed in with this cookie or not. */
export async function readPass(server: TestServer, cookie?: string) {
  const res = await server.request('/api/battle-pass', { cookie });
  if (res.status !== 200) throw new Error(`battle pass ${res.status}: ${await res.text()}`);
  return (await res.json()) as BattlePassView;
}

export const claim = (server: TestServer, cookie: string | undefined, level: number, track: 'free' | 'premium') =>
  server.request('/api/battle-pass/claims', { method: 'POST', cookie, json: { level, track } });

/** The game server reports a finished ladder battle of this player against a new one. */
export async function reportBattle(game: GameClient, me: { uuid: string; name: string }, won: boolean) {
  const res = await game.call(
    'POST',
    '/matches',
    ladder(`bp-${randomUUID()}`, { uuid: me.uuid, name: me.name }, player('Opp'), won ? 'a' : 'b'),
  );
  if (res.status !== 200 && res.status !== 201) throw new Error(`report ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Links a new Minecraft account to a signed-in user. */
export const linkNew = (server: TestServer, userId: string, name: string) =>
  makeMinecraftAccount(server.deps.db, { name: `${name}${Math.floor(Math.random() * 1e4)}`.slice(0, 16), userId });

export const rewardDeliveries = (server: TestServer, uuid: string) =>
  rows(
    server,
    sql`select kind, payload, status from delivery_actions where player_uuid = ${uuid}::uuid and kind = 'battle_pass_reward' order by seq`,
  );
