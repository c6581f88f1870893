import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { AppEnv } from './context.ts';
import {
  AppError,
  BUSY_MESSAGE,
  conflictOnUnique,
  errorBody,
  invalidInput,
  pgErrorCode,
  type ErrorCode,
} from './errors.ts';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

// PostgreSQL errors that mean the input broke a rule of the schema, not that the server failed.
// The schemas in src/domain refuse such input first, naming the field; this is the safety net.
const PG_INPUT_ERRORS: Record<string, string> = {
  '23503': 'The request breaks a rule of the data.', // foreign_key_violation
  '23514': 'The request breaks a rule of the data.', // check_violation
  '22P02': 'The request breaks a rule of the data.', // invalid_text_representation
  '22021': 'The request contains a character that cannot be stored (such as NUL).', // character_not_in_repertoire
  '22P05': 'The request contains a character that cannot be stored (such as NUL).', // untranslatable_character
  '22008': 'A date in the request is out of range.', // datetime_field_overflow
  '22007': 'A date in the request is not valid.', // invalid_datetime_format
};

// A statement that found no connection within CONNECTION_WAIT_MS (db/client.ts), or whose connection failed: the
// server is busy or its database unreachable or restarting, not broken, and the request may be tried again.
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];
// Node's socket errors, and PostgreSQL's: connection exceptions (class 08), too many connections, and a server
// shutting down, crashed or starting up (57P01-57P03).
const CONNECTION_CODES = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'];
const PG_CONNECTION_CODES = /^(08...|53300|57P0[123])$/;
/** Seconds a refused caller should wait: a rate window's minute, or a moment for a busy server. */
const RETRY_AFTER: Partial<Record<ErrorCode, number>> = { rate_limited: 60, unavailable: 5 };

export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  const known = asAppError(err);
  if (known) {
    const retryAfter = known.retryAfterSeconds ?? RETRY_AFTER[known.code];
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
    return c.json(errorBody(known.code, known.message, known.fields, known.reason), known.status);
  }
  if (err instanceof HTTPException) {
    const code = STATUS_CODES[err.status] ?? 'internal';
    const message = err.status === 400 && /json/i.test(err.message) ? 'Malformed JSON in request body' : err.message;
    return c.json(errorBody(code, message || code), err.status);
  }
  // The request's logger carries its id (request-stack.ts).
  c.get('deps').log.error({ err, path: c.req.path }, 'unhandled error');
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
};

function asAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return invalidInput(err);
  if (connectionFailed(err)) return new AppError('unavailable', BUSY_MESSAGE);
  const pgInput = PG_INPUT_ERRORS[pgErrorCode(err) ?? ''];
  return pgInput ? AppError.invalid(pgInput) : conflictOnUnique(err);
}

/** Drizzle wraps the driver's error as the cause of its own; Node's may be an AggregateError of several tries. */
function connectionFailed(err: unknown): boolean {
  for (
    let e = err as { message?: unknown; code?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (CONNECTION_MESSAGES.includes(e.message as string)) return true;
    if (typeof e.code === 'string' && (CONNECTION_CODES.includes(e.code) || PG_CONNECTION_CODES.test(e.code)))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
