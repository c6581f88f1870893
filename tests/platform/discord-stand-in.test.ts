import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeAtDiscord, startOAuth } from '../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

/** The Discord stand-in checks redirect_uri as Discord does: exact match with a registered one. */
describe('Discord stand-in redirect_uri', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const authorizeQuery = (redirectUri: string) =>
    new URLSearchParams({ client_id: 'dev-client', redirect_uri: redirectUri, response_type: 'code', state: 's' });

  it('registers the site callback and shows the authorize page for it', async () => {
    const start = await startOAuth(server);
    const redirectUri = start.authorizeUrl.searchParams.get('redirect_uri')!;
    expect(redirectUri).toBe(`http://localhost:${server.port}/api/auth/callback/discord`);
    const res = await fetch(`${server.url}/dev/discord/oauth2/authorize?${authorizeQuery(redirectUri)}`);
    expect(res.status).toBe(200);
  });

  it('refuses an unregistered redirect_uri on the authorize page', async () => {
    for (const uri of [
      'https://evil.example/api/auth/callback/discord',
      `http://localhost:${server.port}/api/auth/callback/discord/extra`,
    ]) {
      const res = await fetch(`${server.url}/dev/discord/oauth2/authorize?${authorizeQuery(uri)}`);
      expect(res.status, uri).toBe(400);
      expect(await res.text()).toContain('Invalid OAuth2 redirect_uri');
    }
  });

  it('never sends a code to an unregistered redirect_uri', async () => {
    const form = new URLSearchParams({
      client_id: 'dev-client',
      redirect_uri: 'https://evil.example/cb',
      state: 's',
      new_name: 'Mallory',
    });
    const res = await fetch(`${server.url}/dev/discord/oauth2/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('refuses a token exchange whose redirect_uri is not the registered one', async () => {
    const start = await startOAuth(server);
    const callback = await authorizeAtDiscord(start, { newName: 'Misty' });
    const res = await fetch(`${server.url}/dev/discord/api/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'dev-client',
        client_secret: 'dev-secret',
        code: callback.searchParams.get('code')!,
        redirect_uri: 'https://evil.example/cb',
        code_verifier: 'irrelevant',
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Invalid "redirect_uri" in request.',
    });
  });
});
