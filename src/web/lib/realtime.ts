import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

interface Change {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string | null;
}

/**
 * Listens to /api/realtime and invalidates every query that reads the changed table.
 * When it opens, the live queries read before it are read again; after a reconnect (or a server-side resync)
 * everything is refetched, since changes may have been missed.
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
    source.addEventListener('ready', () => {
      if (opened) queryClient.invalidateQueries();
      // The first time, the live queries already answered were read before the stream could report a change:
      // they are read again, so a change made in between is not missed. (One still in flight is left alone: read
      // again, a failing one would report its failure twice.)
      else
        queryClient.invalidateQueries({
          predicate: (q) => (q.meta?.tables?.length ?? 0) > 0 && q.state.data !== undefined,
        });
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
      source.close();
    };
  }, [queryClient]);
}
