import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readSince } from '@/domain/realtime/change-position';
import type { Change, RealtimeTable } from '@/domain/realtime/tables';
import { readAt } from './api';
import { useAuth } from './auth';

/**
 * Counts the changes of the signed-in user once known: a sign-out, or a sign-in made in another tab. The stream
 * carries what the session it opened with may see (domain/realtime/audience.ts), so it opens again on each.
 */
function useSessionChanges(): number {
  const { loading, user } = useAuth();
  const id = loading ? undefined : (user?.id ?? null);
  const [seen, setSeen] = useState({ id, changes: 0 });
  if (id !== undefined && id !== seen.id)
    setSeen({ id, changes: seen.id === undefined ? seen.changes : seen.changes + 1 });
  return seen.changes;
}

/**
 * Listens to /api/realtime and invalidates every query that reads the changed table.
 * When it opens, the live queries read before the last change it will not deliver are read again; so is a query
 * whose first read was on its way when a change to its table came. After a reconnect (or a server-side resync)
 * everything is refetched, since changes may have been missed. The stream opens again when the signed-in user changes.
 */
export function useRealtime() {
  const queryClient = useQueryClient();
  const session = useSessionChanges();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/realtime');
    let opened = false;
    let pending = new Set<RealtimeTable>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cache = queryClient.getQueryCache();
    // TanStack Query starts no second read of a query that has no data yet: invalidated while its first read is on
    // its way, it waits for that read, which may have begun before the change. It is read again once that one answers.
    const changedWhileFirstRead = new WeakSet<Query>();
    // Coalesce bursts (a match report touches three tables) into one refetch per query.
    const flush = () => {
      const tables = pending;
      pending = new Set();
      timer = undefined;
      const reads = (q: Query) => (q.meta?.tables ?? []).some((t) => tables.has(t));
      for (const q of cache.findAll({ predicate: reads, fetchStatus: 'fetching' }))
        if (q.state.data === undefined) changedWhileFirstRead.add(q);
      void queryClient.invalidateQueries({ predicate: reads });
    };
    // The stream delivers the changes after where the feed stood when it opened (domain/realtime/change-position.ts):
    // a live query read from an earlier position may have missed one in between, and is read again, once. That holds
    // for an answer that arrives after the stream opened too: a read still in flight when it opened.
    // (Not if it fails: it would report its failure twice.)
    let opening: string | undefined;
    const live = (q: Query) => (q.meta?.tables?.length ?? 0) > 0;
    const readBefore = (q: Query) => !readSince(readAt(q.state.data), opening);
    const readNow = (q: Query) => void queryClient.invalidateQueries({ queryKey: q.queryKey, exact: true });
    const readAgain = new WeakSet<Query>();
    const readOnceMore = (q: Query) => {
      if (readAgain.has(q)) return;
      readAgain.add(q);
      readNow(q);
    };
    const unsubscribe = cache.subscribe((event) => {
      if (!opened || event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      const q = event.query;
      if (changedWhileFirstRead.delete(q)) readNow(q);
      else if (live(q) && readBefore(q)) readOnceMore(q);
    });
    source.addEventListener('ready', (e) => {
      const reconnect = opened;
      opening = (JSON.parse((e as MessageEvent<string>).data) as { position?: string }).position;
      opened = true;
      if (reconnect) void queryClient.invalidateQueries();
      else {
        const done = cache.findAll({ predicate: (q) => live(q) && q.state.data !== undefined, fetchStatus: 'idle' });
        for (const q of done) if (readBefore(q)) readOnceMore(q);
      }
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
  }, [queryClient, session]);
}
