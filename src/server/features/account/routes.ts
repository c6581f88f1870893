import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { meSchema } from '../../../domain/account/me.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaders } from '../../db/schema/index.ts';
import { createRouter } from '../../http/context.ts';
import { currentUser } from '../../http/guards.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';

const me = createRoute({
  method: 'get',
  path: '/me',
  tags: ['account'],
  summary: 'The signed-in account, its linked Minecraft account and whether it leads a gym',
  responses: { 200: { description: 'Current account', content: { 'application/json': { schema: meSchema } } } },
});

export function accountRoutes() {
  const router = createRouter();
  router.openapi(me, async (c) => {
    const user = await currentUser(c);
    const { db } = c.get('deps');
    const [minecraft, gymLeader] = user
      ? await Promise.all([linkedMinecraft(db, user.id), leadsAGym(db, user.id)])
      : [null, false];
    c.header('cache-control', 'no-store');
    return c.json({ user, minecraft, gymLeader }, 200);
  });
  return router;
}

/** Whether the account is a registered gym leader: the dashboard's own test (features/dashboard/own-dashboard.ts). */
async function leadsAGym(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: gymLeaders.id }).from(gymLeaders).where(eq(gymLeaders.userId, userId)).limit(1);
  return row !== undefined;
}
