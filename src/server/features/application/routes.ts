import { createRoute, z } from '@hono/zod-openapi';
import {
  applicationPrefillSchema,
  applicationSchema,
  applicationSubmittedSchema,
} from '../../../domain/forms/application.ts';
import { createRouter, type AppContext } from '../../http/context.ts';
import { invalidInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { storageFor } from '../../storage/index.ts';
import { checkApplicationFiles } from './check-files.ts';
import { applicationPrefill } from './prefill.ts';
import { readApplicationUpload } from './read-upload.ts';
import { attachmentHeader, openStoredFile } from './stored-file.ts';
import { submitApplication } from './submit-application.ts';
import { errorResponse, jsonResponse, multipartBody } from '../../http/openapi.ts';

const error = errorResponse;

const prefill = createRoute({
  method: 'get',
  path: '/applications/prefill',
  tags: ['applications'],
  summary: "The signed-in applicant's Discord name and linked Minecraft name, to prefill the form",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(applicationPrefillSchema, 'Prefill values'), 401: error('Not signed in') },
});

const submit = createRoute({
  method: 'post',
  path: '/uploads/gym-leader-applications',
  tags: ['applications'],
  summary: 'Apply to be a Gym Leader: the fields and up to 5 supporting files in one multipart request',
  description:
    'Part "application": the fields as JSON (schema GymLeaderApplication). Parts "files": PDF, JPG, PNG or GIF, at most 5MB each, ' +
    'checked by their content. Nothing is stored unless everything is accepted. One open application per account.',
  middleware: [requireUser] as const,
  request: {
    body: multipartBody(['application'], {
      application: { type: 'string', description: 'GymLeaderApplication as JSON' },
      files: { type: 'array', maxItems: 5, items: { type: 'string', format: 'binary' } },
    }),
  },
  responses: {
    201: jsonResponse(applicationSubmittedSchema, 'Application stored'),
    400: error('Invalid field or file (the message names it)'),
    401: error('Not signed in'),
    409: error('An application of this account is already under review'),
  },
});

const file = createRoute({
  method: 'get',
  path: '/files/{id}',
  tags: ['applications'],
  summary: 'Download an uploaded file (its owner and staff only; anyone else gets 404)',
  middleware: [requireUser] as const,
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: 'The file' },
    401: error('Not signed in'),
    404: error('No such file for this account'),
  },
});

const deps = (c: Pick<AppContext, 'get'>) => {
  const d = c.get('deps');
  return { ...d, storage: storageFor(d.config) };
};

export function applicationRoutes() {
  const router = createRouter();

  router.openapi(prefill, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await applicationPrefill(c.get('deps').db, c.get('user')), 200);
  });

  router.openapi(submit, async (c) => {
    const user = c.get('user');
    const upload = await readApplicationUpload(c);
    const parsed = applicationSchema.safeParse(upload.application);
    if (!parsed.success) throw invalidInput(parsed.error);
    const files = await checkApplicationFiles(upload.files);
    return c.json(await submitApplication(deps(c), user, parsed.data, files), 201);
  });

  router.openapi(file, async (c) => {
    const user = c.get('user');
    const { row, object } = await openStoredFile(deps(c), user, c.req.valid('param').id);
    return c.body(object.body, 200, {
      'content-type': row.contentType,
      'content-length': String(object.size),
      'content-disposition': attachmentHeader(row.originalName),
      'cache-control': 'private, no-store',
    });
  });

  return router;
}
