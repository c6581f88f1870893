import { createRoute, z } from '@hono/zod-openapi';
import { USER_ROLES } from '../../../domain/shared/elements.ts';
import { plainText } from '../../../domain/shared/inputs.ts';
import { pagedSchema } from '../../../domain/staff/paging.ts';
import { roleChangeSchema, staffUserSchema, staffUsersQuery } from '../../../domain/staff/users.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { adminRoute, deniedResponses } from '../../staff/guarded.ts';
import { changeRole } from '../../staff/change-role.ts';
import { listUsers } from './list-users.ts';

const list = createRoute({
  ...adminRoute,
  method: 'get',
  path: '/admin/users',
  summary: 'Accounts by name, searched by name or Discord id, with their role',
  request: { query: staffUsersQuery },
  responses: {
    200: jsonResponse(pagedSchema(staffUserSchema), 'A page of accounts'),
    400: errorResponse('Bad query'),
    ...deniedResponses,
  },
});

const setRole = createRoute({
  ...adminRoute,
  method: 'put',
  path: '/admin/users/{id}/role',
  summary: "Set an account's role (player, staff or admin); the last admin keeps theirs",
  request: {
    params: z.object({
      id: plainText('The account id').min(1).max(128, 'The account id must be at most 128 characters.'),
    }),
    body: { required: true, content: { 'application/json': { schema: roleChangeSchema } } },
  },
  responses: {
    200: jsonResponse(z.object({ id: z.string(), name: z.string(), role: z.enum(USER_ROLES) }), 'The new role'),
    400: errorResponse('Bad body'),
    ...deniedResponses,
    404: errorResponse('No such account'),
    409: errorResponse('The last admin'),
  },
});

/** Admins manage who is staff and who is admin. */
export function staffUsersRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => c.json(await listUsers(c.get('deps').db, c.req.valid('query')), 200));
  router.openapi(setRole, async (c) => {
    const actor = c.get('user');
    const changed = await changeRole(c.get('deps').db, actor, c.req.valid('param').id, c.req.valid('json').role);
    return c.json(changed, 200);
  });
  return router;
}
