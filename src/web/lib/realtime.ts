import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';

interface Change {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string | null;
}

/**
 * Listens to /api/realtime and invalidates every query that reads the changed table.
 * When it opens, the live queries read before it, or still being read, are read again; after a reconnect (or a
 * server-side resync) everything is refetched, since changes may have been missed.
 */
export function useRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/realtime');
    let opened = false;
    let pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Coalesce bursts (a match report touches three tables) into one refetch per query.
    const flush = () => {
      const tables = pending;
      pending = new Set();
      timer = undefined;
      queryClient.invalidateQueries({ predicate: (q) => (q.meta?.tables ?? []).some((t) => tables.has(t)) });
    };
    // A live query still in flight when the stream opens may have been read before a change the stream could
    // not report yet: it is read again once it has answered. (Not if it fails: it would report its failure twice.)
    const cache = queryClient.getQueryCache();
    const inFlight = new Set<Query>();
    const unsubscribe = cache.subscribe((event) => {
      if (event.type !== 'updated' || !inFlight.has(event.query)) return;
      if (event.action.type === 'error') inFlight.delete(event.query);
      if (event.action.type !== 'success') return;
      inFlight.delete(event.query);
      queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
    });
    source.addEventListener('ready', () => {
      if (opened) queryClient.invalidateQueries();
      else {
        // The first time, the live queries already answered were read before the stream could report a change:
        // they are read again, so a change made in between is not missed.
        const live = (q: Query) => (q.meta?.tables?.length ?? 0) > 0;
        queryClient.invalidateQueries({ predicate: (q) => live(q) && q.state.data !== undefined });
        for (const q of cache.findAll({ predicate: live, fetchStatus: 'fetching' })) {
          if (q.state.data === undefined) inFlight.add(q);
        }
      }
      opened = true;
    });
    source.addEventListener('resync', () => queryClient.invalidateQueries());
    source.addEventListener('change', (e) => {
      const change = JSON.parse((e as MessageEvent<string>).data) as Change;
      pending.add(change.table);
      window.dispatchEvent(new CustomEvent('realtime-change', { detail: change }));
      timer ??= setTimeout(flush, 50);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
      source.close();
    };
  }, [queryClient]);
}
