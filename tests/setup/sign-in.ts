import type { TestServer } from './test-server.ts';

export interface OAuthStart {
  cookies: string;
  authorizeUrl: URL;
}

function mergeCookies(jar: string, res: Response): string {
  const map = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.split('=')[0]!, c] as const),
  );
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    map.set(pair.split('=')[0]!, pair);
  }
  return [...map.values()].join('; ');
}

/** Step 1 of the real flow: ask the site to start a Discord sign-in. */
export async function startOAuth(server: TestServer, callbackURL = '/'): Promise<OAuthStart> {
  const res = await server.request('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'discord', callbackURL },
  });
  const body = (await res.json()) as { url: string };
  return { cookies: mergeCookies('', res), authorizeUrl: new URL(body.url) };
}

/** What the Discord authorize page's form sends for a choice: its hidden fields, and the user picked or named. */
export function authorizeForm(authorizeUrl: URL, choice: { userId?: string; newName?: string }) {
  const form: Record<string, string> = {};
  for (const k of ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method'])
    form[k] = authorizeUrl.searchParams.get(k) ?? '';
  if (choice.userId) form.user_id = choice.userId;
  if (choice.newName) form.new_name = choice.newName;
  return form;
}

/** Step 2: the user picks an account on the (stand-in) Discord authorize page; returns the callback URL. */
export async function authorizeAtDiscord(
  start: OAuthStart,
  choice: { userId?: string; newName?: string },
): Promise<URL> {
  const res = await fetch(start.authorizeUrl.origin + start.authorizeUrl.pathname, {
    method: 'POST',
    body: new URLSearchParams(authorizeForm(start.authorizeUrl, choice)),
    redirect: 'manual',
  });
  return new URL(res.headers.get('location')!);
}

/** Step 3: the browser follows the redirect back to the site; returns the response and cookie jar. */
export async function completeOAuth(server: TestServer, start: OAuthStart, callback: URL) {
  const res = await server.request(callback.pathname + callback.search, { cookie: start.cookies });
  return { res, cookies: mergeCookies(start.cookies, res) };
}

/** The whole redirect flow; returns the session cookie header for later requests. */
export async function signIn(
  server: TestServer,
  choice: { userId?: string; newName?: string } = { newName: 'Tester' },
) {
  const start = await startOAuth(server);
  const callback = await authorizeAtDiscord(start, choice);
  const { cookies } = await completeOAuth(server, start, callback);
  return cookies;
}
