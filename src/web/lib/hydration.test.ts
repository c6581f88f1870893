import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { holdQueriesUntilHydrated, releaseQueries } from './hydration';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

// The prerendered page's hydration: queries are held, the page commits and releases them, and the provider's own
// effect (which makes the client follow the online state) may run only afterwards.
test('queries paused while the page hydrated run when it releases them, before the client is mounted', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  holdQueriesUntilHydrated();
  const client = new QueryClient();
  const read = client.fetchQuery({ queryKey: ['tournament'], queryFn: async () => 'Founders' });
  await Promise.resolve();
  expect(client.getQueryState(['tournament'])?.fetchStatus).toBe('paused');

  releaseQueries(client);
  client.mount();
  await expect(read).resolves.toBe('Founders');
  client.unmount();
});
