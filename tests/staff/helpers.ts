import { eq } from 'drizzle-orm';
import { user } from '../../src/server/db/schema/index.ts';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { signIn } from '../setup/sign-in.ts';
import type { TestServer } from '../setup/test-server.ts';

export type Caller = 'anonymous' | 'player' | 'gym leader' | 'staff' | 'admin';

export interface SignedIn {
  id: string;
  name: string;
  cookie: string;
}

/** Signs a new account in through the real OAuth flow and gives it a role (a gym leader is a player with a leader row). */
export async function signInAs(
  server: TestServer,
  role: Exclude<Caller, 'anonymous'>,
  name: string,
): Promise<SignedIn> {
  const cookie = await signIn(server, { newName: name });
  const me = (await (await server.request('/api/me', { cookie })).json()) as { user: { id: string } };
  const id = me.user.id;
  const db = server.deps.db;
  if (role === 'staff' || role === 'admin') await db.update(user).set({ role }).where(eq(user.id, id));
  if (role === 'gym leader') await makeGymLeader(db, { userId: id, element: 'fire' });
  return { id, name, cookie };
}

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
