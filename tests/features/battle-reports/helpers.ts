import { sql } from 'drizzle-orm';
import { makeMinecraftAccount, makeRating } from '../../../src/server/db/seed/factories.ts';
import type { TestServer } from '../../setup/test-server.ts';
import { signInAs, type Caller, type SignedIn } from '../../staff/helpers.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Player extends SignedIn {
  uuid: string;
  mcName: string;
}

let n = 0;
/** A signed-in account with a linked Minecraft account (and a rating row when `rating` is given). */
export async function linkedPlayer(
  server: TestServer,
  prefix: string,
  o: { role?: Exclude<Caller, 'anonymous'>; rating?: number } = {},
): Promise<Player> {
  n += 1;
  const mcName = `${prefix}${n}_${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const u = await signInAs(server, o.role ?? 'player', `${prefix} ${n}`);
  const mc = await makeMinecraftAccount(server.deps.db, { name: mcName, userId: u.id });
  if (o.rating !== undefined) await makeRating(server.deps.db, { playerUuid: mc.uuid, rating: o.rating });
  return { ...u, uuid: mc.uuid, mcName };
}

export async function call(server: TestServer, who: SignedIn, method: string, path: string, json?: unknown) {
  const res = await server.request(path, { method, cookie: who.cookie, ...(json !== undefined ? { json } : {}) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

export async function rowsOf<T = Json>(server: TestServer, q: ReturnType<typeof sql>): Promise<T[]> {
  return (await server.deps.db.execute(q)).rows as T[];
}

export async function ratingOf(server: TestServer, uuid: string) {
  const [r] = await rowsOf(
    server,
    sql`select rating, wins, losses, streak, games_played from elo_ratings where player_uuid = ${uuid}`,
  );
  return r;
}

/** Records a ladder battle `a` won against `b`, and `b` confirms it; returns the report id. */
export async function recordAndConfirm(server: TestServer, a: Player, b: Player): Promise<string> {
  const rec = await call(server, a, 'POST', '/api/battle-reports', {
    opponent: b.mcName,
    format: 'ladder',
    winner: 'me',
  });
  if (rec.status !== 201) throw new Error(`record: ${rec.status} ${JSON.stringify(rec.body)}`);
  const conf = await call(server, b, 'POST', `/api/battle-reports/${rec.body.id}/confirm`);
  if (conf.status !== 200) throw new Error(`confirm: ${conf.status} ${JSON.stringify(conf.body)}`);
  return rec.body.id as string;
}
