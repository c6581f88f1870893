import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createGameApiKey } from '../../src/server/game-keys/keys.ts';
import { signIn } from '../setup/sign-in.ts';
import type { TestServer } from '../setup/test-server.ts';

/** A caller of the game API with its own key, as a game server's mod would call it. */
/** Parsed JSON whose fields the tests assert one by one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface GameClient {
  key: string;
  keyId: string;
  call: (method: string, path: string, body?: unknown, key?: string) => Promise<{ status: number; body: Json }>;
}

export async function gameClient(server: TestServer, name = 'test server'): Promise<GameClient> {
  const created = await createGameApiKey(server.deps.db, name);
  const call: GameClient['call'] = async (method, path, body, key = created.key) => {
    const headers: Record<string, string> = {};
    if (key) headers.authorization = `Bearer ${key}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    // No Origin header: the game server is not a browser.
    const res = await fetch(`${server.url}/api/game/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return { key: created.key, keyId: created.id, call };
}

let n = 0;
/** A fresh Minecraft player (not yet known to the site). */
export function player(prefix = 'P') {
  n += 1;
  return { uuid: randomUUID(), name: `${prefix}${n}_${Math.floor(Math.random() * 1e4)}`.slice(0, 16) };
}

export async function rows<T = Record<string, Json>>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await server.deps.db.execute(query)).rows as T[];
}

/** Signs a new user in through the Discord stand-in; returns their cookie and id. */
export async function signedInUser(server: TestServer, name: string, role?: 'staff' | 'admin') {
  const cookie = await signIn(server, { newName: name });
  const me = (await (await server.request('/api/me', { cookie })).json()) as { user: { id: string } };
  if (role) await server.deps.db.execute(sql`update "user" set role = ${role} where id = ${me.user.id}`);
  return { cookie, id: me.user.id };
}

export function ladder(
  id: string,
  a: { uuid: string; name: string },
  b: { uuid: string; name: string },
  winner: 'a' | 'b',
) {
  return {
    id,
    kind: 'ladder',
    leader: a,
    challenger: b,
    status: 'finished',
    winner_uuid: winner === 'a' ? a.uuid : b.uuid,
  };
}
