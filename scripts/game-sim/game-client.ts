// HTTP side of the simulator: the game API as a mod would call it, and the site's own sign-in and
// link-code endpoints as a player's browser would (through the development Discord stand-in).

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: { code: string; message: string } } | null,
  ) {
    super(body?.error?.message ?? `HTTP ${status}`);
  }
}

export class GameApi {
  constructor(
    private readonly site: string,
    private readonly key: string,
  ) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.site}/api/game/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : null;
    if (!res.ok) throw new HttpError(res.status, parsed);
    return parsed as T;
  }
}

function mergeCookies(jar: string, res: Response): string {
  const map = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.split('=')[0]!, c] as const),
  );
  for (const set of res.headers.getSetCookie()) map.set(set.split(';')[0]!.split('=')[0]!, set.split(';')[0]!);
  return [...map.values()].join('; ');
}

/** Signs in through the Discord stand-in as a (deterministic) new user; returns the session cookie. */
export async function signInAsNewUser(site: string, name: string): Promise<string> {
  const origin = { origin: site, 'content-type': 'application/json' };
  const start = await fetch(`${site}/api/auth/sign-in/social`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ provider: 'discord', callbackURL: '/' }),
  });
  if (!start.ok) throw new Error(`sign-in start failed (${start.status})`);
  let cookies = mergeCookies('', start);
  const authorize = new URL(((await start.json()) as { url: string }).url);
  const form = new URLSearchParams({ new_name: name });
  for (const k of ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method']) {
    form.set(k, authorize.searchParams.get(k) ?? '');
  }
  const picked = await fetch(authorize.origin + authorize.pathname, { method: 'POST', body: form, redirect: 'manual' });
  const callback = picked.headers.get('location');
  if (!callback) throw new Error('the Discord stand-in is not available (is the site running in development?)');
  const back = new URL(callback);
  const done = await fetch(`${site}${back.pathname}${back.search}`, {
    headers: { cookie: cookies },
    redirect: 'manual',
  });
  cookies = mergeCookies(cookies, done);
  if (!cookies.includes('session_token')) throw new Error('sign-in did not create a session');
  return cookies;
}

export async function requestLinkCode(site: string, cookie: string): Promise<{ code: string; command: string } | null> {
  const res = await fetch(`${site}/api/link-codes`, { method: 'POST', headers: { cookie, origin: site } });
  if (res.status === 409) return null; // already linked
  if (!res.ok) throw new Error(`link code request failed (${res.status})`);
  return (await res.json()) as { code: string; command: string };
}
