import { afterEach, expect, test, vi } from 'vitest';
import { api, readAt } from './api';
import { createQueryClient } from './query-client';

// lib/realtime.ts reads again a live query whose data was read before its stream opened, judged by the read's
// position in the change feed. The cache keeps the objects it holds where a new answer equals them, so the kept data
// must carry the new read's position, or a page whose data did not change is read again for nothing.

afterEach(() => vi.unstubAllGlobals());

const answering = (body: unknown, position: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'x-change-position': position } }))),
  );

test('data kept from an earlier answer is as recent as the answer that equalled it, or changed part of it', async () => {
  const client = createQueryClient();
  const read = async () => {
    await client.fetchQuery({ queryKey: ['events'], queryFn: () => api.get('/api/events'), staleTime: 0 });
    return client.getQueryData(['events']);
  };
  const events = [
    { id: 1, title: 'Cup' },
    { id: 2, title: 'Raid' },
  ];

  answering({ events }, 'feed.1');
  const first = await read();
  expect(readAt(first)).toBe('feed.1');

  answering({ events }, 'feed.5');
  const same = await read();
  expect(same).toBe(first);
  expect(readAt(same)).toBe('feed.5');

  answering({ events: [events[0], { id: 2, title: 'Night' }] }, 'feed.9');
  const changed = await read();
  expect(changed).not.toBe(first);
  expect((changed as { events: unknown[] }).events[0]).toBe((first as { events: unknown[] }).events[0]);
  expect(readAt(changed)).toBe('feed.9');
});
