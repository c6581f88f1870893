import { createRoute } from '@hono/zod-openapi';
import { meSchema } from '../../../domain/account/me.ts';
import { createRouter } from '../../http/context.ts';
import { currentUser } from '../../http/guards.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';

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
    const minecraft = user ? await linkedMinecraft(c.get('deps').db, user.id) : null;
    c.header('cache-control', 'no-store');
    return c.json({ user, minecraft }, 200);
  });
  return router;
}
