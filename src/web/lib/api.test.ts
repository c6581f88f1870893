import { afterEach, expect, test, vi } from 'vitest';
import { ApiError, api } from './api';

afterEach(() => vi.unstubAllGlobals());

test("a refusal's reason reaches the ApiError beside its code; an answer without one leaves it undefined", async () => {
  const refusal = (error: unknown, status: number) =>
    Promise.resolve(new Response(JSON.stringify({ error }), { status }));
  const taken = {
    code: 'conflict',
    message: 'This element already has an active gym leader.',
    reason: 'element_taken',
  };
  vi.stubGlobal(
    'fetch',
    vi
      .fn()
      .mockReturnValueOnce(refusal(taken, 409))
      .mockReturnValueOnce(refusal({ code: 'conflict', message: 'This application is already accepted.' }, 409)),
  );

  await expect(api.post('/api/staff/applications/1/accept')).rejects.toMatchObject({ status: 409, ...taken });
  const decided = await api.post('/api/staff/applications/1/accept').catch((err: unknown) => err);
  expect(decided).toBeInstanceOf(ApiError);
  expect(decided).toMatchObject({ code: 'conflict', reason: undefined });
});
