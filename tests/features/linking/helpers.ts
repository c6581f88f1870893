import { sql } from 'drizzle-orm';
import { gameClient, player, rows, type Json } from '../../game-api/helpers.ts';
import type { TestServer } from '../../setup/test-server.ts';

export type Answer = { status: number; body: Json };

async function post(server: TestServer, path: string, cookie: string | undefined, body: unknown): Promise<Answer> {
  const res = await server.request(path, { method: 'POST', cookie, json: body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Step 1 on the site: ask for a code told in game to the player online under `name`. */
export const askCode = (server: TestServer, cookie: string | undefined, name: string) =>
  post(server, '/api/link-code-requests', cookie, { name });

/** Step 2 on the site: type the code read in game. */
export const typeCode = (server: TestServer, cookie: string | undefined, code: string) =>
  post(server, '/api/link-code-requests/verify', cookie, { code });

/** A player online now, as the bridge reports them (POST /online with its own game key). */
export async function onlinePlayer(server: TestServer, prefix = 'Mc') {
  const mc = player(prefix);
  const game = await gameClient(server, `bridge ${mc.name}`);
  const res = await game.call('POST', '/online', { players: [mc] });
  if (res.status !== 200) throw new Error(`POST /online answered ${res.status}`);
  return mc;
}

/** The link_code deliveries queued for a player, as the bridge would lease them. */
export const linkDeliveries = (server: TestServer, uuid: string) =>
  rows<{ status: string; requires_online: boolean; payload: { code: string; expires_at: string } }>(
    server,
    sql`select status, requires_online, payload from delivery_actions where kind = 'link_code' and player_uuid = ${uuid} order by seq`,
  );

/** The code the bridge would tell the player now (the last one queued). */
export async function codeSentTo(server: TestServer, uuid: string): Promise<string> {
  const all = await linkDeliveries(server, uuid);
  return all.at(-1)!.payload.code;
}

export const me = async (server: TestServer, cookie: string) =>
  (await (await server.request('/api/me', { cookie })).json()) as { minecraft: { uuid: string; name: string } | null };
