import type { createRouter } from '../http/context.ts';
import { errorResponse, jsonResponse } from '../http/openapi.ts';

export type Router = ReturnType<typeof createRouter>;

export const GAME_SECURITY_SCHEME = 'GameApiKey';
export const gameApi = { tags: ['game server'], security: [{ [GAME_SECURITY_SCHEME]: [] }] };

export const json = jsonResponse;
export const err = errorResponse;

export const unauthorized = err('Missing, wrong or revoked API key');
export const invalid = err('The body or query is not valid; error.fields names each problem');
