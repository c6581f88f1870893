import { z } from 'zod';

export const ERROR_STATUS = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The 503 of a server that cannot take the request now: its database unreachable, or too much in flight. */
export const BUSY_MESSAGE = 'The server is busy right now. Please try again in a moment.';

/** The one error type of the server; mapped to HTTP in error-handler.ts. */
export class AppError extends Error {
  /** Retry-After of a 429 or 503 when it is not the usual (error-handler.ts). */
  readonly retryAfterSeconds?: number;
  /**
   * Which case of its code this is, for a caller that must tell cases apart (a constant declared in src/domain
   * beside the message); the message stays words for people.
   */
  readonly reason?: string;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options: { retryAfterSeconds?: number; reason?: string } = {},
  ) {
    super(message);
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
  static invalid(message: string, fields?: Record<string, string>, reason?: string) {
    return new AppError('invalid_input', message, fields, { reason });
  }
  static unauthorized(message = 'Please sign in to continue.', reason?: string) {
    return new AppError('unauthorized', message, undefined, { reason });
  }
  static forbidden(message = 'You do not have permission to do that.') {
    return new AppError('forbidden', message);
  }
  static notFound(message = 'Not found.') {
    return new AppError('not_found', message);
  }
  static conflict(message: string, reason?: string) {
    return new AppError('conflict', message, undefined, { reason });
  }
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      reason: z.string().optional().meta({
        description: 'Which case of the code this is, where a caller must tell them apart, e.g. element_taken',
      }),
    }),
  })
  .meta({ id: 'Error' });

/** Field path to first message, e.g. {"email": "Invalid email address"}. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The one "invalid input" error: from a zod failure or from field messages. The message names the
 * first field, e.g. "Invalid input: subject: Subject is required."
 */
export function invalidInput(source: z.ZodError | Record<string, string>): AppError {
  const fields = source instanceof z.ZodError ? zodFields(source) : source;
  const first = Object.entries(fields)[0];
  const message = first ? `Invalid input: ${first[0] === '_' ? '' : `${first[0]}: `}${first[1]}` : 'Invalid input';
  return AppError.invalid(message, fields);
}

/** PostgreSQL's error code (SQLSTATE) of a failed query; Drizzle keeps the driver's error as `cause`. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The one mapping of a unique violation (23505) to a 409: `message` says what already exists.
 * Any other error is not a conflict and comes back undefined, for the caller to rethrow.
 */
export function conflictOnUnique(err: unknown, message = 'That already exists.'): AppError | undefined {
  return pgErrorCode(err) === '23505' ? AppError.conflict(message) : undefined;
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>, reason?: string) {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) } };
}
