import { createRoute, z } from '@hono/zod-openapi';
import type { createRouter } from '../../http/context.ts';
import { errorResponse } from '../../http/openapi.ts';
import { buildMigrations } from '../../ops/build-migrations.ts';

const readinessSchema = z
  .object({ status: z.enum(['ready', 'not ready']), database: z.string(), migrations: z.string() })
  .meta({ id: 'Readiness' });

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['platform'],
  summary: 'Liveness: the process answers (it listens only once started); says nothing of the database',
  responses: {
    200: { description: 'Alive', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } },
  },
});

const ready = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['platform'],
  summary: "Readiness: the database answers and holds this build's migrations; a proxy sends traffic only then",
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: readinessSchema } } },
    503: { description: 'Not ready, and why', content: { 'application/json': { schema: readinessSchema } } },
    429: errorResponse('Too many requests'),
  },
});

/**
 * Liveness and readiness apart: a database outage makes the instance not ready (the proxy stops sending it
 * traffic) but not dead (nothing restarts it; the pool and the change feed reconnect by themselves).
 */
export function addHealthRoutes(router: ReturnType<typeof createRouter>) {
  const wanted = buildMigrations().newest;
  router.openapi(health, (c) => c.json({ status: 'ok' as const }, 200));
  router.openapi(ready, async (c) => {
    let applied: number;
    try {
      const { rows } = await c
        .get('deps')
        .db.$client.query<{ at: string | null }>(
          'select max(created_at)::text as at from drizzle.__drizzle_migrations',
        );
      applied = Number(rows[0]?.at ?? 0);
    } catch {
      return c.json({ status: 'not ready' as const, database: 'unreachable', migrations: 'unknown' }, 503);
    }
    if (applied < wanted)
      return c.json({ status: 'not ready' as const, database: 'reachable', migrations: 'pending' }, 503);
    return c.json({ status: 'ready' as const, database: 'reachable', migrations: 'applied' }, 200);
  });
}
