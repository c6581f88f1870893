import { createRoute, z } from '@hono/zod-openapi';
import {
  acceptApplicationSchema,
  applicationDetailSchema,
  applicationIdParam,
  applicationListQuery,
  applicationSummarySchema,
  rejectApplicationSchema,
} from '../../../domain/requests/applications.ts';
import { pagedSchema } from '../../../domain/staff/paging.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { applicationDetail, listApplications } from './list-applications.ts';
import { acceptApplication, rejectApplication, startReview } from './review-application.ts';

const decided = z.object({ id: z.string(), status: z.string() }).loose();
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const decision = <S extends z.ZodType>(path: string, summary: string, schema: S) =>
  createRoute({
    ...staffRoute,
    method: 'post',
    path: `/staff/applications/{id}/${path}`,
    summary,
    request: { params: applicationIdParam, body: body(schema) },
    responses: {
      200: jsonResponse(decided, 'The new status'),
      400: errorResponse('Bad id or body'),
      ...deniedResponses,
      404: errorResponse('No such application'),
      409: errorResponse('Already decided, or the element has a leader and replace was not confirmed'),
    },
  });

const list = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/applications',
  summary: 'Gym leader applications, newest first, filtered by status and element',
  request: { query: applicationListQuery },
  responses: {
    200: jsonResponse(pagedSchema(applicationSummarySchema), 'A page of applications'),
    400: errorResponse('Bad filter'),
    ...deniedResponses,
  },
});

const detail = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/applications/{id}',
  summary: 'One application with its answers, files (opened through /api/files/{id}) and thread',
  request: { params: applicationIdParam },
  responses: {
    200: jsonResponse(applicationDetailSchema, 'The application'),
    400: errorResponse('Bad id'),
    ...deniedResponses,
    404: errorResponse('No such application'),
  },
});

const review = decision('review', 'Take the application into review', z.object({}));
const accept = decision(
  'accept',
  'Accept: the applicant becomes the gym leader of the confirmed element',
  acceptApplicationSchema,
);
const reject = decision('reject', 'Reject with a note to the applicant', rejectApplicationSchema);

/** Staff review gym leader applications. */
export function staffApplicationsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => c.json(await listApplications(c.get('deps').db, c.req.valid('query')), 200));
  router.openapi(detail, async (c) => c.json(await applicationDetail(c.get('deps').db, c.req.valid('param').id), 200));
  router.openapi(review, async (c) =>
    c.json(await startReview(c.get('deps').db, c.get('user'), c.req.valid('param').id), 200),
  );
  router.openapi(accept, async (c) => {
    const { element, replace } = c.req.valid('json');
    return c.json(
      await acceptApplication(c.get('deps').db, c.get('user'), c.req.valid('param').id, element, replace),
      200,
    );
  });
  router.openapi(reject, async (c) => {
    const { note } = c.req.valid('json');
    return c.json(await rejectApplication(c.get('deps').db, c.get('user'), c.req.valid('param').id, note), 200);
  });
  return router;
}
