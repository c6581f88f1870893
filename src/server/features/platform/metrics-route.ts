import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { createRoute, z } from '@hono/zod-openapi';
import type { Config } from '../../config.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppContext, createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponse } from '../../http/openapi.ts';
import { metricsFor } from '../../metrics/site-metrics.ts';

export const METRICS_REFUSED =
  'Metrics are readable only from the addresses in METRICS_ALLOW or with the METRICS_TOKEN bearer token.';

const metrics = createRoute({
  method: 'get',
  path: '/metrics',
  tags: ['platform'],
  summary: 'Prometheus metrics of this instance, for the addresses in METRICS_ALLOW or the METRICS_TOKEN bearer',
  responses: {
    200: {
      description: 'Prometheus text exposition format',
      content: { 'text/plain': { schema: z.string() } },
    },
    403: errorResponse(METRICS_REFUSED),
  },
});

function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function mayRead(c: AppContext, config: Config['metrics'], allowed: BlockList): boolean {
  const auth = c.req.header('authorization');
  if (config.token && auth?.startsWith('Bearer ')) return timingSafeEqual(digest(auth.slice(7)), digest(config.token));
  // An IPv4 caller on a dual-stack socket appears as ::ffff:a.b.c.d.
  const ip = clientIp(c).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const family = isIP(ip);
  return family !== 0 && allowed.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

export function addMetricsRoute(router: ReturnType<typeof createRouter>) {
  let allowed: BlockList | undefined;
  router.openapi(metrics, async (c) => {
    const deps = c.get('deps');
    allowed ??= allowList(deps.config.metrics.allow);
    if (!mayRead(c, deps.config.metrics, allowed)) throw AppError.forbidden(METRICS_REFUSED);
    const { registry } = metricsFor(deps);
    return c.text(await registry.metrics(), 200, { 'content-type': registry.contentType });
  });
}
