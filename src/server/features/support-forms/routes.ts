import { createRoute, z } from '@hono/zod-openapi';
import {
  banAppealSchema,
  bugReportSchema,
  featureRequestSchema,
  formSubmittedSchema,
  playerReportSchema,
  supportTicketSchema,
} from '../../../domain/forms/support.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import {
  submitBanAppeal,
  submitBugReport,
  submitFeatureRequest,
  submitPlayerReport,
  submitSupportTicket,
} from './submit-forms.ts';
import { errorResponse } from '../../http/openapi.ts';

const errors = {
  400: errorResponse('Invalid input (the message names the field)'),
  401: errorResponse('Not signed in'),
};

function formRoute<S extends z.ZodType>(path: string, summary: string, schema: S) {
  return createRoute({
    method: 'post',
    path,
    tags: ['support'],
    summary,
    // Sign-in is checked before the body, so a signed-out caller learns that first.
    middleware: [requireUser] as const,
    request: { body: { required: true, content: { 'application/json': { schema } } } },
    responses: {
      201: {
        description: 'Stored for the signed-in user',
        content: { 'application/json': { schema: formSubmittedSchema } },
      },
      ...errors,
    },
  });
}

const supportTicket = formRoute('/support-tickets', 'File a support ticket', supportTicketSchema);
const bugReport = formRoute('/bug-reports', 'Report a bug', bugReportSchema);
const featureRequest = formRoute('/feature-requests', 'Request a feature', featureRequestSchema);
const banAppeal = formRoute('/ban-appeals', 'Appeal a ban', banAppealSchema);
const playerReport = formRoute('/player-reports', 'Report a player', playerReportSchema);

export function supportFormsRoutes() {
  const router = createRouter();
  router.openapi(supportTicket, async (c) => {
    const user = c.get('user');
    return c.json(await submitSupportTicket(c.get('deps').db, user.id, c.req.valid('json')), 201);
  });
  router.openapi(bugReport, async (c) => {
    const user = c.get('user');
    return c.json(await submitBugReport(c.get('deps').db, user.id, c.req.valid('json')), 201);
  });
  router.openapi(featureRequest, async (c) => {
    const user = c.get('user');
    return c.json(await submitFeatureRequest(c.get('deps').db, user.id, c.req.valid('json')), 201);
  });
  router.openapi(banAppeal, async (c) => {
    const user = c.get('user');
    return c.json(await submitBanAppeal(c.get('deps').db, user.id, c.req.valid('json')), 201);
  });
  router.openapi(playerReport, async (c) => {
    const user = c.get('user');
    return c.json(await submitPlayerReport(c.get('deps').db, user.id, c.req.valid('json')), 201);
  });
  return router;
}
