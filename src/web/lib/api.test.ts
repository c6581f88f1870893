import { afterEach, expect, test, vi } from 'vitest';
import { ApiError, api } from './api';

// The boot script (boot.ts) reads a prerendered page's data while the app's code downloads; the app's first read of
// each address takes that answer instead of asking again (decision 024).

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const early = (answer: Promise<Response>, askedMsAgo = 0) => ({ at: performance.now() - askedMsAgo, answer });

afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.earlyAnswers = undefined;
});

test("the first read of an address takes the boot script's answer; the next one asks the server", async () => {
  const fetch = vi.fn(() => json({ events: ['from the server'] }));
  vi.stubGlobal('fetch', fetch);
  globalThis.earlyAnswers = new Map([['/api/events', early(json({ events: ['read early'] }))]]);

  await expect(api.get('/api/events')).resolves.toEqual({ events: ['read early'] });
  expect(fetch).not.toHaveBeenCalled();
  await expect(api.get('/api/events')).resolves.toEqual({ events: ['from the server'] });
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('an early answer asked for more than 10 s ago is not used: the read asks the server', async () => {
  const fetch = vi.fn(() => json({ online: 3 }));
  vi.stubGlobal('fetch', fetch);
  globalThis.earlyAnswers = new Map([['/api/discord/online', early(json({ online: 1 }), 10_001)]]);

  await expect(api.get('/api/discord/online')).resolves.toEqual({ online: 3 });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(globalThis.earlyAnswers.size).toBe(0);
});

test('a failed early read fails the read that takes it, as its own would; the retry asks the server', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => json({ user: null })),
  );
  const failed = Promise.reject(new TypeError('Failed to fetch'));
  failed.catch(() => undefined);
  globalThis.earlyAnswers = new Map([['/api/me', early(failed)]]);

  await expect(api.get('/api/me')).rejects.toMatchObject({ status: 0, code: 'network' });
  await expect(api.get('/api/me')).resolves.toEqual({ user: null });
});

test('only a plain GET of that address takes it: a write, or a read with its own options, asks the server', async () => {
  const fetch = vi.fn(() => json({ ok: true }));
  vi.stubGlobal('fetch', fetch);
  globalThis.earlyAnswers = new Map([['/api/waitlist/me', early(json({ signedUp: false }))]]);

  await api.post('/api/waitlist/me', {});
  await api.get('/api/waitlist/me', { cache: 'no-store' });
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(globalThis.earlyAnswers.has('/api/waitlist/me')).toBe(true);
});

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
