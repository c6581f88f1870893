import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readSince } from '@/domain/realtime/change-position';
import { readAt } from './api';

interface Change {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string | null;
}

/**
 * Listens to /api/realtime and invalidates every query that reads the changed table.
 * When it opens, the live queries read before the last change it will not deliver are read again; after a
 * reconnect (or a server-side resync) everything is refetched, since changes may have been missed.
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
    // The stream delivers the changes after where the feed stood when it opened (domain/realtime/change-position.ts):
    // a live query read from an earlier position may have missed one in between, and is read again. One still in
    // flight is judged by its answer. (Not if it fails: it would report its failure twice.)
    let opening: string | undefined;
    const readBefore = (q: Query) => !readSince(readAt(q.state.data), opening);
    const cache = queryClient.getQueryCache();
    const inFlight = new Set<Query>();
    const unsubscribe = cache.subscribe((event) => {
      if (event.type !== 'updated' || !inFlight.has(event.query)) return;
      if (event.action.type === 'error') inFlight.delete(event.query);
      if (event.action.type !== 'success') return;
      inFlight.delete(event.query);
      if (readBefore(event.query)) queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
    });
    source.addEventListener('ready', (e) => {
      if (opened) queryClient.invalidateQueries();
      else {
        opening = (JSON.parse((e as MessageEvent<string>).data) as { position?: string }).position;
        const live = (q: Query) => (q.meta?.tables?.length ?? 0) > 0;
        for (const q of cache.findAll({ predicate: live, fetchStatus: 'fetching' })) inFlight.add(q);
        queryClient.invalidateQueries({
          predicate: (q) => live(q) && !inFlight.has(q) && q.state.data !== undefined && readBefore(q),
        });
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
