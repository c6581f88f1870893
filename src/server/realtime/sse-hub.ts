import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ChangeFeed } from './change-feed.ts';

const HEARTBEAT_MS = 25_000;

/** Streams the change feed to browsers over Server-Sent Events and closes every stream on shutdown. */
export class SseHub {
  private readonly closers = new Set<() => void>();

  constructor(private readonly feed: ChangeFeed) {}

  get size(): number {
    return this.closers.size;
  }

  stream(c: Context) {
    return streamSSE(c, async (stream) => {
      let done = false;
      let wake: (() => void) | undefined;
      const close = () => {
        done = true;
        wake?.();
      };
      this.closers.add(close);
      // Serialise writes: a change and a heartbeat must not interleave on the wire.
      let queue = Promise.resolve();
      const send = (event: string, data: string) => {
        queue = queue.then(() => stream.writeSSE({ event, data })).catch(close);
      };
      const offChange = this.feed.onChange((change) => send('change', JSON.stringify(change)));
      const offReconnect = this.feed.onReconnect(() => send('resync', '{}'));
      stream.onAbort(close);
      send('ready', '{}');
      while (!done) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS).unref();
        });
        if (!done) send('ping', String(Date.now()));
      }
      offChange();
      offReconnect();
      this.closers.delete(close);
      await queue;
    });
  }

  closeAll(): void {
    for (const close of this.closers) close();
  }
}
