import type { z } from 'zod';
import { errorBodySchema } from './errors.ts';

/** An OpenAPI response answered as JSON with `schema`. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** An OpenAPI response in the one error shape. */
export function errorResponse(description: string) {
  return jsonResponse(errorBodySchema, description);
}
