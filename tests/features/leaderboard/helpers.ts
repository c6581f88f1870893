import { expect } from 'vitest';
import { signIn } from '../../setup/sign-in.ts';
import type { TestServer } from '../../setup/test-server.ts';

export async function getJson<T>(server: TestServer, path: string, cookie?: string): Promise<T> {
  const res = await server.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/**
 * Asks `path` until `accept` holds for the answer: the cache follows the change feed, which reports a
 * committed change a few milliseconds later. Fails with the last answer after `timeoutMs`.
 */
export async function eventually<T>(
  server: TestServer,
  path: string,
  accept: (body: T) => boolean,
  cookie?: string,
  timeoutMs = 5_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const body = await getJson<T>(server, path, cookie);
    if (accept(body)) return body;
    if (Date.now() > until) {
      expect.fail(`${path} never matched; last answer: ${JSON.stringify(body).slice(0, 500)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A new Discord user signed in through the real OAuth flow: their cookie and site user id. */
export async function signedInUser(server: TestServer, name: string) {
  const cookie = await signIn(server, { newName: name });
  const me = await getJson<{ user: { id: string } }>(server, '/api/me', cookie);
  return { cookie, userId: me.user.id };
}
