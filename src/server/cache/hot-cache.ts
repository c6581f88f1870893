import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Change, RealtimeTable } from '../../domain/realtime/tables.ts';
import type { ChangeFeed } from '../realtime/change-feed.ts';

/** A table whose changes make a cached value stale; `ops` narrows it to some operations (default: all). */
export interface CacheDependency {
  table: RealtimeTable;
  ops?: readonly Change['op'][];
}

/** A cached value that goes stale with any change to these tables. */
export const dependsOn = (...tables: RealtimeTable[]): CacheDependency[] => tables.map((table) => ({ table }));

/** A value serialised once, with its ETag; `T` is the type it was serialised from (type-level only). */
export interface JsonBody<T = unknown> {
  json: string;
  etag: string;
  readonly __of?: T;
}

interface Entry {
  deps: readonly CacheDependency[];
  /** Bumped by every change to a dependency; a load only stores its value if no change came in meanwhile. */
  generation: number;
  value?: { data: unknown };
  inflight?: { generation: number; promise: Promise<unknown> };
  lastLoadStartedAt: number;
  /** How get() last loaded this key, so current() can reload it without its caller. */
  loader?: () => Promise<unknown>;
}

/**
 * In-process cache of hot public reads, invalidated by the change feed (docs/architecture.md, the hot read path).
 *
 * Correctness: the feed reports a change after it is committed, so a load started after the report sees
 * it. A load that was running when a change arrived may have read the old rows: its result still answers
 * the requests that were already waiting for it, but it is not kept. After a feed reconnect everything
 * is dropped, since changes may have been missed.
 */
export class HotCache {
  private readonly entries = new Map<string, Entry>();

  constructor(feed: Pick<ChangeFeed, 'onChange' | 'onReconnect'>) {
    feed.onChange((change) => this.invalidate(change));
    feed.onReconnect(() => this.invalidateAll());
  }

  invalidate(change: Pick<Change, 'table' | 'op'>): void {
    for (const entry of this.entries.values()) {
      if (entry.deps.some((d) => d.table === change.table && (!d.ops || d.ops.includes(change.op)))) this.drop(entry);
    }
  }

  invalidateAll(): void {
    for (const entry of this.entries.values()) this.drop(entry);
  }

  /** The cached value, or one load shared by every caller asking at the same time. */
  get<T>(key: string, deps: readonly CacheDependency[], load: () => Promise<T>): Promise<T> {
    const entry = this.entry(key, deps);
    entry.loader = load;
    if (entry.value) return Promise.resolve(entry.value.data as T);
    if (entry.inflight && entry.inflight.generation === entry.generation) return entry.inflight.promise as Promise<T>;
    return this.start(entry, load);
  }

  /**
   * The fresh value now; or, when it is stale, the shared load of a fresh one, with the loader get()
   * last used for this key; or undefined for a key that get() has never been asked for.
   */
  current<T>(key: string): T | Promise<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.value) return entry.value.data as T;
    if (!entry.loader) return undefined;
    if (entry.inflight && entry.inflight.generation === entry.generation) return entry.inflight.promise as Promise<T>;
    return this.start(entry, entry.loader) as Promise<T>;
  }

  /**
   * The value serialised once, with an ETag, for endpoints that answer the same bytes to everyone. The
   * loader must return the response schema's type, so a loader that drifts from the schema does not compile.
   */
  json<S extends z.ZodType>(
    key: string,
    deps: readonly CacheDependency[],
    _schema: S,
    load: () => Promise<z.infer<S>>,
  ): Promise<JsonBody<z.infer<S>>> {
    return this.get(key, deps, async (): Promise<JsonBody<z.infer<S>>> => {
      const json = JSON.stringify(await load());
      return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    });
  }

  /**
   * The value if it is fresh, else undefined, for callers that have an exact (slower) way without it.
   * A stale value is reloaded in the background, at most once per `minIntervalMs`, since it may be costly.
   */
  peek<T>(
    key: string,
    deps: readonly CacheDependency[],
    load: () => Promise<T>,
    minIntervalMs: number,
    onError: (err: unknown) => void,
  ): T | undefined {
    const entry = this.entry(key, deps);
    if (entry.value) return entry.value.data as T;
    const loading = entry.inflight && entry.inflight.generation === entry.generation;
    if (!loading && Date.now() - entry.lastLoadStartedAt >= minIntervalMs) this.start(entry, load).catch(onError);
    return undefined;
  }

  private entry(key: string, deps: readonly CacheDependency[]): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { deps, generation: 0, lastLoadStartedAt: 0 };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private drop(entry: Entry): void {
    entry.generation++;
    entry.value = undefined;
  }

  private start<T>(entry: Entry, load: () => Promise<T>): Promise<T> {
    const generation = entry.generation;
    entry.lastLoadStartedAt = Date.now();
    const promise = load().then((data) => {
      if (entry.generation === generation) entry.value = { data };
      return data;
    });
    const clear = () => {
      if (entry.inflight?.promise === promise) entry.inflight = undefined;
    };
    promise.then(clear, clear);
    entry.inflight = { generation, promise };
    return promise;
  }
}

const caches = new WeakMap<object, HotCache>();

/** The one cache of an app instance, subscribed to its change feed on first use. */
export function hotCacheOf(deps: { feed: Pick<ChangeFeed, 'onChange' | 'onReconnect'> }): HotCache {
  let cache = caches.get(deps.feed);
  if (!cache) {
    cache = new HotCache(deps.feed);
    caches.set(deps.feed, cache);
  }
  return cache;
}
