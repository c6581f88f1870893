import { createRoute } from '@hono/zod-openapi';
import {
  deliveryAckRequest,
  deliveryAckResponse,
  deliveryLease,
  deliveryLeaseQuery,
} from '../../domain/game/deliveries.ts';
import { minecraftUuid } from '../../domain/game/common.ts';
import { invalidInput } from '../http/errors.ts';
import { acknowledgeDeliveries, leaseDeliveries } from '../deliveries/delivery-queue.ts';
import { gameApi, invalid, json, unauthorized, type Router } from './openapi.ts';

const lease = createRoute({
  ...gameApi,
  method: 'get',
  path: '/deliveries',
  summary: 'Lease a batch of pending in-game actions (purchases to hand out)',
  description:
    'Each action is yours until lease_expires_at; acknowledge it before then (POST /deliveries/ack) or it is offered again. Ask again after next_check seconds.',
  request: { query: deliveryLeaseQuery },
  responses: { 200: json(deliveryLease, 'The leased actions (possibly none)'), 400: invalid, 401: unauthorized },
});

const ack = createRoute({
  ...gameApi,
  method: 'post',
  path: '/deliveries/ack',
  summary: 'Acknowledge leased actions as done or failed; they are never offered again',
  request: { body: { required: true, content: { 'application/json': { schema: deliveryAckRequest } } } },
  responses: { 200: json(deliveryAckResponse, 'One outcome per id'), 400: invalid, 401: unauthorized },
});

export function registerDeliveryRoutes(router: Router) {
  router.openapi(lease, async (c) => {
    const q = c.req.valid('query');
    const online =
      q.online === undefined
        ? undefined
        : q.online
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
    const parsed = online?.map((u) => minecraftUuid.safeParse(u));
    if (parsed?.some((p) => !p.success)) throw invalidInput({ online: 'a comma-separated list of Minecraft UUIDs' });
    const players = parsed?.map((p) => p.data!);
    return c.json(
      await leaseDeliveries(c.get('deps').db, { limit: q.limit, leaseSeconds: q.lease_seconds, online: players }),
      200,
    );
  });
  router.openapi(ack, async (c) =>
    c.json({ results: await acknowledgeDeliveries(c.get('deps').db, c.req.valid('json').acks) }, 200),
  );
}
