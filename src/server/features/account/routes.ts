import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/context.ts';
import { currentUser } from '../../http/guards.ts';
import { findLinkedMinecraft } from './linked-minecraft.ts';

const meSchema = z
  .object({
    user: z
      .object({
        id: z.string(),
        name: z.string(),
        image: z.string().nullable(),
        role: z.enum(['player', 'staff', 'admin']),
        discordId: z.string().nullable(),
      })
      .nullable(),
    minecraft: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'Me' });

const me = createRoute({
  method: 'get',
  path: '/me',
  tags: ['account'],
  summary: 'The signed-in account and its linked Minecraft account (both null when signed out)',
  responses: { 200: { description: 'Current account', content: { 'application/json': { schema: meSchema } } } },
});

export function accountRoutes() {
  const router = createRouter();
  router.openapi(me, async (c) => {
    const user = await currentUser(c);
    const minecraft = user ? await findLinkedMinecraft(c.var.deps.db, user.id) : null;
    c.header('cache-control', 'no-store');
    return c.json({ user, minecraft }, 200);
  });
  return router;
}
