import { createRoute, z } from '@hono/zod-openapi';
import { voteSiteInputSchema, voteSiteOrderSchema, voteSitesSchema } from '../../../domain/vote/sites.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { listVoteSites, VOTE_SITE_TABLES } from './list-vote-sites.ts';
import { addVoteSite, removeVoteSite, reorderVoteSites, updateVoteSite } from './save-vote-site.ts';

const idParam = z.object({ id: z.guid('The vote site id must be a UUID.') });
const siteBody = { required: true, content: { 'application/json': { schema: voteSiteInputSchema } } } as const;
const list = jsonResponse(voteSitesSchema, 'Every vote site as it now stands, in order');
const missing = { 404: errorResponse('No such vote site') };

const publicList = createRoute({
  method: 'get',
  path: '/vote-sites',
  tags: ['vote'],
  summary: 'The vote sites the vote page lists, in order: name, https address and reward note',
  responses: {
    200: { description: 'Vote sites', content: { 'application/json': { schema: voteSitesSchema } } },
    304: { description: 'Not modified (ETag)' },
  },
});
const create = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/vote-sites',
  summary: 'Add a vote site at the end of the list',
  request: { body: siteBody },
  responses: {
    201: list,
    400: errorResponse('Bad input'),
    409: errorResponse('The address is taken, or the list is full'),
    ...deniedResponses,
  },
});
const update = createRoute({
  ...staffRoute,
  method: 'put',
  path: '/staff/vote-sites/{id}',
  summary: "Edit a vote site's name, address and reward note",
  request: { params: idParam, body: siteBody },
  responses: {
    200: list,
    400: errorResponse('Bad input'),
    409: errorResponse('The address is taken'),
    ...deniedResponses,
    ...missing,
  },
});
const remove = createRoute({
  ...staffRoute,
  method: 'delete',
  path: '/staff/vote-sites/{id}',
  summary: 'Remove a vote site',
  request: { params: idParam },
  responses: { 200: list, 400: errorResponse('Bad id'), ...deniedResponses, ...missing },
});
const reorder = createRoute({
  ...staffRoute,
  method: 'put',
  path: '/staff/vote-site-order',
  summary: 'Set the order of the vote sites: every id once, first shown first',
  request: { body: { required: true, content: { 'application/json': { schema: voteSiteOrderSchema } } } },
  responses: { 200: list, 400: errorResponse('Not every site exactly once'), ...deniedResponses },
});

/** The public list is one cached body for everybody until staff change it; every staff change is audited. */
export function voteRoutes() {
  const router = createRouter();
  router.openapi(publicList, async (c) => {
    const deps = c.get('deps'); // the cache keeps the loader, so it must not hold on to this request
    const body = await hotCacheOf(deps).json(HOT_PATHS['/api/vote-sites'], VOTE_SITE_TABLES, voteSitesSchema, () =>
      listVoteSites(deps.db),
    );
    return sendCachedJson(c, body);
  });
  // Declared before /{id}, so "order" is never read as an id.
  router.openapi(reorder, async (c) =>
    c.json(await reorderVoteSites(c.get('deps').db, c.get('user'), c.req.valid('json').ids), 200),
  );
  router.openapi(create, async (c) =>
    c.json(await addVoteSite(c.get('deps').db, c.get('user'), c.req.valid('json')), 201),
  );
  router.openapi(update, async (c) =>
    c.json(await updateVoteSite(c.get('deps').db, c.get('user'), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  router.openapi(remove, async (c) =>
    c.json(await removeVoteSite(c.get('deps').db, c.get('user'), c.req.valid('param').id), 200),
  );
  return router;
}
