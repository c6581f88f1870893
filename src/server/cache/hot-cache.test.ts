import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Change } from '../../domain/realtime/tables.ts';
import { z } from 'zod';
import { dependsOn, HotCache, type CacheDependency } from './hot-cache.ts';

function fakeFeed() {
  const events = new EventEmitter();
  return {
    onChange: (l: (c: Change) => void) => (events.on('change', l), () => events.off('change', l)),
    onReconnect: (l: () => void) => (events.on('reconnected', l), () => events.off('reconnected', l)),
    change: (table: string, op: Change['op'] = 'UPDATE') => events.emit('change', { table, op, id: null }),
    reconnect: () => events.emit('reconnected'),
  };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const deps = dependsOn('elo_ratings');

describe('hot cache', () => {
  it('loads once for callers asking at the same time, then answers from memory', async () => {
    const cache = new HotCache(fakeFeed());
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', deps, load), cache.get('k', deps, load)])).toEqual([1, 1]);
    expect(await cache.get('k', deps, load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('reloads after a change to a table it depends on, not after others', async () => {
    const feed = fakeFeed();
    const cache = new HotCache(feed);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', deps, load);
    feed.change('events');
    expect(await cache.get('k', deps, load)).toBe(1);
    feed.change('elo_ratings');
    expect(await cache.get('k', deps, load)).toBe(2);
  });

  it('only counts the operations it was told to', async () => {
    const feed = fakeFeed();
    const cache = new HotCache(feed);
    let loads = 0;
    const total: CacheDependency[] = [{ table: 'elo_ratings', ops: ['INSERT', 'DELETE'] }];
    await cache.get('total', total, async () => ++loads);
    feed.change('elo_ratings', 'UPDATE');
    expect(await cache.get('total', total, async () => ++loads)).toBe(1);
    feed.change('elo_ratings', 'INSERT');
    expect(await cache.get('total', total, async () => ++loads)).toBe(2);
  });

  it('does not keep a value loaded while a change came in, and does not hand it to later callers', async () => {
    const feed = fakeFeed();
    const cache = new HotCache(feed);
    const first = deferred<string>();
    const early = cache.get('k', deps, () => first.promise);
    feed.change('elo_ratings');
    const later = cache.get('k', deps, async () => 'fresh');
    first.resolve('stale');
    expect(await early).toBe('stale');
    expect(await later).toBe('fresh');
    expect(await cache.get('k', deps, async () => 'unused')).toBe('fresh');
  });

  it('drops everything after the feed reconnects', async () => {
    const feed = fakeFeed();
    const cache = new HotCache(feed);
    await cache.get('k', deps, async () => 'before');
    feed.reconnect();
    expect(await cache.get('k', deps, async () => 'after')).toBe('after');
  });

  it('does not cache a failed load', async () => {
    const cache = new HotCache(fakeFeed());
    await expect(cache.get('k', deps, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', deps, async () => 'ok')).toBe('ok');
  });

  it('serialises once and gives an ETag that follows the content', async () => {
    const feed = fakeFeed();
    const cache = new HotCache(feed);
    const a = await cache.json('k', deps, z.object({ n: z.number() }), async () => ({ n: 1 }));
    expect(a.json).toBe('{"n":1}');
    feed.change('elo_ratings');
    const b = await cache.json('k', deps, z.object({ n: z.number() }), async () => ({ n: 2 }));
    expect(b.etag).not.toBe(a.etag);
  });

  it('peeks: nothing while stale (loading in the background, at most once per interval), the value once fresh', async () => {
    const feed = fakeFeed();
    const cache = new HotCache(feed);
    let loads = 0;
    const load = async () => ++loads;
    const fail = (err: unknown) => {
      throw err;
    };
    expect(cache.peek('h', deps, load, 60_000, fail)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.peek('h', deps, load, 60_000, fail)).toBe(1);
    feed.change('elo_ratings');
    expect(cache.peek('h', deps, load, 60_000, fail)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(1); // throttled
    expect(cache.peek('h', deps, load, 0, fail)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.peek('h', deps, load, 0, fail)).toBe(2);
  });

  it('current: the fresh value, else a shared reload with the loader get() last used, else nothing', async () => {
    const feed = fakeFeed();
    const cache = new HotCache(feed);
    expect(cache.current('k')).toBeUndefined();
    let loads = 0;
    await cache.get('k', deps, async () => ++loads);
    expect(cache.current('k')).toBe(1);
    feed.change('elo_ratings');
    const a = cache.current<number>('k');
    const b = cache.current<number>('k');
    expect(a).toBeInstanceOf(Promise);
    expect(await a).toBe(2);
    expect(await b).toBe(2);
    expect(cache.current('k')).toBe(2);
  });
});
