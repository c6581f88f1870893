import type { z } from 'zod';
import type { createRouter } from '../http/context.ts';
import { errorBodySchema } from '../http/errors.ts';

export type Router = ReturnType<typeof createRouter>;

export const GAME_SECURITY_SCHEME = 'GameApiKey';
export const gameApi = { tags: ['game server'], security: [{ [GAME_SECURITY_SCHEME]: [] }] };

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function err(description: string) {
  return { description, content: { 'application/json': { schema: errorBodySchema } } };
}

export const unauthorized = err('Missing, wrong or revoked API key');
export const invalid = err('The body or query is not valid; error.fields names each problem');
