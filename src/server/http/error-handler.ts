import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { AppEnv } from './context.ts';
import { AppError, errorBody, zodFields, type ErrorCode } from './errors.ts';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

// PostgreSQL errors that mean the input broke a rule of the schema, not that the server failed.
const PG_INPUT_ERRORS: Record<string, ErrorCode> = {
  '23505': 'conflict', // unique_violation
  '23503': 'invalid_input', // foreign_key_violation
  '23514': 'invalid_input', // check_violation
  '22P02': 'invalid_input', // invalid_text_representation
};

export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
  if (err instanceof z.ZodError) return c.json(errorBody('invalid_input', 'Invalid input', zodFields(err)), 400);
  if (err instanceof HTTPException) {
    const code = STATUS_CODES[err.status] ?? 'internal';
    const message = err.status === 400 && /json/i.test(err.message) ? 'Malformed JSON in request body' : err.message;
    return c.json(errorBody(code, message || code), err.status);
  }
  const pgCode =
    (err as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (err as { code?: unknown }).code;
  const mapped = typeof pgCode === 'string' ? PG_INPUT_ERRORS[pgCode] : undefined;
  if (mapped) {
    const message = mapped === 'conflict' ? 'That already exists.' : 'The request breaks a rule of the data.';
    return c.json(errorBody(mapped, message), mapped === 'conflict' ? 409 : 400);
  }
  c.var.deps.log.error({ err, requestId: c.var.requestId, path: c.req.path }, 'unhandled error');
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
};
