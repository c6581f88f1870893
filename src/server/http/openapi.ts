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

/**
 * An OpenAPI request body sent as multipart/form-data: `properties` are its parts (a file is
 * `{ type: 'string', format: 'binary' }`), `required` the ones it must hold. It documents the form only:
 * the route reads and checks the parts itself.
 */
export function multipartBody(required: string[], properties: Record<string, object>) {
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object' as const, required, properties } } },
  };
}
