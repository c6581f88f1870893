import { loadConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/server.ts';

type ServerOptions = NonNullable<Parameters<typeof startServer>[1]>;
import { createTestDatabaseUrl } from './database.ts';
import { freePort } from './free-port.ts';

export interface TestServer extends RunningServer {
  /** fetch against this server; JSON bodies are sent with the site's Origin like a browser would. */
  request: (path: string, init?: RequestInit & { json?: unknown; cookie?: string }) => Promise<Response>;
}

/** A real server (HTTP, PostgreSQL, change feed) on its own database and port; `options` as startServer takes them. */
export async function startTestServer(
  env: Record<string, string> = {},
  databaseUrl?: string,
  options: ServerOptions = {},
): Promise<TestServer> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl ?? (await createTestDatabaseUrl()),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const server = await startServer(config, { webRoot: 'dist/web', ...options });
  const request: TestServer['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.cookie) headers.set('cookie', init.cookie);
    if (!headers.has('origin')) headers.set('origin', config.publicUrl);
    return fetch(`${server.url}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    });
  };
  return { ...server, request };
}
