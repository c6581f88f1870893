import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { clientIp } from '../http/client-ip.ts';
import { API_SECURITY_HEADERS } from '../http/api-answer.ts';
import type { AppContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { ChangeFeed } from './change-feed.ts';

const HEARTBEAT_MS = 25_000;
/** A client that has not read this much is too slow to follow the feed; it reconnects and resyncs. */
const MAX_BUFFERED_BYTES = 1 << 20;

const API_HEADERS = Object.fromEntries(API_SECURITY_HEADERS);
const frame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

/**
 * Streams the change feed to browsers over Server-Sent Events. Each change is serialised once and
 * written straight to every open response (no per-client stream pipeline), which keeps fan-out to
 * thousands of clients cheap; one shared timer sends the heartbeat. Closes every stream on shutdown.
 * The changes one transaction makes arrive together; they go out as one write per client.
 * Each client address may hold a configured number of streams at once, so one caller cannot
 * exhaust the instance's sockets and memory, and the instance holds a configured number in all.
 */
export class SseHub {
  private readonly clients = new Set<ServerResponse>();
  /** Open streams per client address; an address leaves the map when its last stream closes. */
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private pending = '';

  constructor(private readonly feed: ChangeFeed) {
    feed.onChange((change) => this.queue(frame('change', JSON.stringify(change))));
    feed.onReconnect(() => this.broadcast(frame('resync', '{}')));
    this.heartbeat = setInterval(() => this.broadcast(frame('ping', String(Date.now()))), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  stream(c: AppContext): Response {
    const { config } = c.get('deps');
    const address = clientIp(c);
    const open = this.perAddress.get(address) ?? 0;
    if (open >= config.sseMaxPerAddress)
      throw new AppError('rate_limited', 'Too many live-update connections from your address.');
    if (this.clients.size >= config.sseMaxPerInstance)
      throw new AppError('unavailable', 'Live updates are busy right now. The page will reconnect in a moment.');
    const res = c.env.outgoing;
    // A caller gone before we start would never emit 'close' again, and its slot would stay taken.
    if (!res.socket || res.socket.destroyed) return RESPONSE_ALREADY_SENT;
    this.perAddress.set(address, open + 1);
    res.once('close', () => {
      this.clients.delete(res);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    // Written here, past the request stack's answer step: the API security headers go with the stream's own.
    res.writeHead(200, {
      ...API_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.socket.setNoDelay(true);
    // Every change counted after this position goes out to this stream, in the same turn it is added.
    res.write(frame('ready', JSON.stringify({ position: this.feed.position })));
    this.clients.add(res);
    return RESPONSE_ALREADY_SENT;
  }

  /** Frames of changes that arrive in the same turn of the event loop are sent together. */
  private queue(bytes: string): void {
    if (!this.pending) {
      queueMicrotask(() => {
        const batch = this.pending;
        this.pending = '';
        this.broadcast(batch);
      });
    }
    this.pending += bytes;
  }

  private broadcast(bytes: string): void {
    for (const res of this.clients) {
      if (res.writableLength > MAX_BUFFERED_BYTES) {
        res.destroy();
        continue;
      }
      res.write(bytes);
    }
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}
