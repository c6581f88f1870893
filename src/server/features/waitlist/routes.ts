import { createRoute } from '@hono/zod-openapi';
import { waitlistEntrySchema, waitlistSignupSchema, waitlistStateSchema } from '../../../domain/waitlist/signup.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { hasSignedUp, signUpForAlpha } from './sign-up.ts';
import { errorResponse } from '../../http/openapi.ts';

const error = errorResponse;

const signUp = createRoute({
  method: 'post',
  path: '/waitlist',
  tags: ['waitlist'],
  middleware: [requireUser] as const,
  summary: 'Alpha signup of the signed-in user (once per account)',
  description:
    "discord_username is set by the server: the linked Minecraft name, else the Discord name, else 'Unknown'.",
  request: { body: { required: true, content: { 'application/json': { schema: waitlistSignupSchema } } } },
  responses: {
    201: {
      description: 'Signed up',
      content: {
        'application/json': {
          schema: waitlistEntrySchema,
        },
      },
    },
    400: error('Invalid input, with a message per field'),
    401: error('Not signed in'),
    409: error('This account has already signed up'),
  },
});

const mine = createRoute({
  method: 'get',
  path: '/waitlist/me',
  middleware: [requireUser] as const,
  tags: ['waitlist'],
  summary: 'Whether the signed-in user has already signed up for the alpha',
  responses: {
    200: {
      description: 'Signup state',
      content: { 'application/json': { schema: waitlistStateSchema } },
    },
    401: error('Not signed in'),
  },
});

export function waitlistRoutes() {
  const router = createRouter();
  router.openapi(signUp, async (c) => {
    const user = c.get('user');
    const entry = await signUpForAlpha(c.get('deps').db, user, c.req.valid('json'));
    return c.json(entry, 201);
  });
  router.openapi(mine, async (c) => {
    const user = c.get('user');
    c.header('cache-control', 'no-store');
    return c.json({ signedUp: await hasSignedUp(c.get('deps').db, user.id) }, 200);
  });
  return router;
}
