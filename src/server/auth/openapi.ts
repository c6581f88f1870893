import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';

/**
 * better-auth answers these itself; they are described here so the OpenAPI document covers every
 * route the site uses. They are the only better-auth endpoints that answer (AUTH_PATHS in auth.ts;
 * /oauth2/callback/discord and /error are the same callback and its error page).
 */
export function documentAuthRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-in/social',
    tags: ['auth'],
    summary: 'Start Discord sign-in (authorization code + PKCE + state); answers the Discord authorize URL',
    request: {
      body: {
        content: {
          'application/json': {
            schema: z.object({
              provider: z.literal('discord'),
              callbackURL: z.string().optional(),
              errorCallbackURL: z.string().optional(),
            }),
          },
        },
      },
    },
    responses: {
      200: {
        description: 'Where to send the browser',
        content: { 'application/json': { schema: z.object({ url: z.string(), redirect: z.boolean() }) } },
      },
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/auth/callback/discord',
    tags: ['auth'],
    summary: 'Discord redirects here with code and state; sets the session cookie and redirects to the callback URL',
    request: { query: z.object({ code: z.string(), state: z.string() }) },
    responses: { 302: { description: 'To the callback URL, or the error callback URL with ?error=' } },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-out',
    tags: ['auth'],
    summary: 'End the session',
    responses: {
      200: {
        description: 'Signed out',
        content: { 'application/json': { schema: z.object({ success: z.boolean() }) } },
      },
    },
  });
}
