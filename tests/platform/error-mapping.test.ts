import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/http/context.ts';
import { errorHandler } from '../../src/server/http/error-handler.ts';

// The schemas refuse bad input first; these PostgreSQL errors are the safety net behind them.

function answerTo(err: unknown) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.get('/', () => {
    throw err;
  });
  return app.request('/');
}

/** A Drizzle query error keeps the driver's error, with PostgreSQL's code, as its cause. */
const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(), { code }) });

describe('PostgreSQL errors caused by the input', () => {
  it.each([
    ['22021', 'a NUL character (invalid byte sequence)', /cannot be stored/],
    ['22P05', 'an untranslatable character', /cannot be stored/],
    ['22008', 'a date out of range', /out of range/],
  ])('%s, %s, is a 400', async (code, _what, message) => {
    const res = await answerTo(pgError(code));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(message);
  });

  it('a unique violation is a 409 conflict', async () => {
    const res = await answerTo(pgError('23505'));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('conflict');
  });
});
