import { performance } from 'node:perf_hooks';
import { createRoute } from '@hono/zod-openapi';
import { serverStatusSchema } from '../../../domain/server-status/status.ts';
import { createRouter } from '../../http/context.ts';
import { createServerStatus, type ServerStatusReader } from '../../integrations/minecraft/server-status.ts';

const read = createRoute({
  method: 'get',
  path: '/server-status',
  tags: ['platform'],
  summary:
    "The Minecraft server's status by Server List Ping (MINECRAFT_SERVER_ADDRESS): players, version, MOTD, latency. " +
    'Answered at once from what the last ping found (kept 5 s); a slow or dead server shows as offline, never online.',
  responses: {
    200: { description: 'The last known status', content: { 'application/json': { schema: serverStatusSchema } } },
  },
});

export function serverStatusRoutes() {
  const router = createRouter();
  // One reader per app: its cache and its one ping in flight are this instance's.
  let reader: ServerStatusReader | undefined;
  router.openapi(read, (c) => {
    const started = performance.now();
    const { config, log } = c.get('deps');
    reader ??= createServerStatus({ address: config.minecraft.serverAddress, log });
    const status = reader.read();
    c.header('cache-control', 'no-store');
    // What the read costs at the server, whatever the game server does (npm run bench -- server-status).
    c.header('server-timing', `status;dur=${(performance.now() - started).toFixed(2)}`);
    return c.json(status, 200);
  });
  return router;
}
