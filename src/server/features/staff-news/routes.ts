import { createRoute, z } from '@hono/zod-openapi';
import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MAX_SIDE } from '../../../domain/news/images.ts';
import {
  NEWS_MESSAGES,
  newsImageUploadSchema,
  newsInputSchema,
  newsPublishedSchema,
  staffNewsItemSchema,
  staffNewsListSchema,
} from '../../../domain/news/news.ts';
import { createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponse, jsonResponse, multipartBody } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { storageFor } from '../../storage/index.ts';
import { listStaffNews } from './news-view.ts';
import { createNews, deleteNews, queueNewsForDiscord, setNewsPublished, updateNews } from './save-news.ts';
import { checkNewsImage, readImagePart, uploadNewsImage } from './upload-image.ts';

const idParam = z.object({ id: z.guid('The announcement id must be a UUID.') });
const body = <T extends z.ZodType>(schema: T) =>
  ({ required: true, content: { 'application/json': { schema } } }) as const;
const item = jsonResponse(staffNewsItemSchema, 'The announcement as it now stands');
const missing = { 404: errorResponse('No such announcement') };

const list = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/news',
  summary: 'Every announcement, drafts included, newest first',
  responses: { 200: jsonResponse(staffNewsListSchema, 'Announcements'), ...deniedResponses },
});
const create = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/news',
  summary: 'Write an announcement (a draft until published)',
  request: { body: body(newsInputSchema) },
  responses: { 201: item, 400: errorResponse('Bad input'), ...deniedResponses },
});
const update = createRoute({
  ...staffRoute,
  method: 'put',
  path: '/staff/news/{id}',
  summary: "Edit an announcement's title and text",
  request: { params: idParam, body: body(newsInputSchema) },
  responses: { 200: item, 400: errorResponse('Bad input'), ...deniedResponses, ...missing },
});
const publish = createRoute({
  ...staffRoute,
  method: 'put',
  path: '/staff/news/{id}/published',
  summary: 'Publish an announcement on the news and home pages, or take it off them',
  request: { params: idParam, body: body(newsPublishedSchema) },
  responses: { 200: item, 400: errorResponse('Bad input'), ...deniedResponses, ...missing },
});
const remove = createRoute({
  ...staffRoute,
  method: 'delete',
  path: '/staff/news/{id}',
  summary: 'Delete an announcement',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, 400: errorResponse('Bad id'), ...deniedResponses, ...missing },
});
const discord = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/news/{id}/discord',
  summary: 'Post a published announcement to the staff Discord channel (once)',
  request: { params: idParam },
  responses: {
    202: item,
    400: errorResponse('Bad id'),
    ...deniedResponses,
    ...missing,
    409: errorResponse('Not published, already posted, or no channel configured'),
  },
});

const uploadImage = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/uploads/news-images',
  summary: "Upload an announcement's image, to name as imageId when saving it",
  description:
    `Part "image": PNG, JPEG, GIF or WebP (never SVG), at most ${NEWS_IMAGE_MAX_BYTES / 1024 / 1024} MB and ` +
    `${NEWS_IMAGE_MAX_SIDE} pixels a side, checked by its content. Only staff see it until a published announcement ` +
    'shows it; one no announcement names is deleted an hour after its upload.',
  request: { body: multipartBody(['image'], { image: { type: 'string', format: 'binary' } }) },
  responses: {
    201: jsonResponse(newsImageUploadSchema, 'Stored: its id, address and size in pixels'),
    400: errorResponse('Not an accepted image, or too large (the message says which)'),
    413: errorResponse('The request is larger than uploads may be'),
    ...deniedResponses,
  },
});

/** Staff write and publish announcements; every change is audited. */
export function staffNewsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => c.json(await listStaffNews(c.get('deps').db), 200));
  router.openapi(uploadImage, async (c) => {
    const image = await checkNewsImage(await readImagePart(c));
    const deps = c.get('deps');
    return c.json(await uploadNewsImage({ ...deps, storage: storageFor(deps.config) }, c.get('user'), image), 201);
  });
  router.openapi(create, async (c) =>
    c.json(await createNews(c.get('deps').db, c.get('user'), c.req.valid('json')), 201),
  );
  router.openapi(update, async (c) =>
    c.json(await updateNews(c.get('deps').db, c.get('user'), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  router.openapi(publish, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setNewsPublished(c.get('deps').db, c.get('user'), id, c.req.valid('json').published), 200);
  });
  router.openapi(remove, async (c) => {
    await deleteNews(c.get('deps').db, c.get('user'), c.req.valid('param').id);
    return c.body(null, 204);
  });
  router.openapi(discord, async (c) => {
    const deps = c.get('deps');
    if (!deps.config.discord.staffWebhookUrl) throw AppError.conflict(NEWS_MESSAGES.noWebhook);
    return c.json(await queueNewsForDiscord(deps.db, c.get('user'), c.req.valid('param').id), 202);
  });
  return router;
}
