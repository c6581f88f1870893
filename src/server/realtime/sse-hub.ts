import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Logger } from 'pino';
import { audienceOf, type OwnedTable } from '../../domain/realtime/audience.ts';
import type { Change } from '../../domain/realtime/tables.ts';
import { clientIp } from '../http/client-ip.ts';
import { API_SECURITY_HEADERS } from '../http/api-answer.ts';
import type { AppContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { ChangeFeed } from './change-feed.ts';
import { ownerReader } from './owners.ts';

const HEARTBEAT_MS = 25_000;
/** A client that has not read this much is too slow to follow the feed; it reconnects and resyncs. */
const MAX_BUFFERED_BYTES = 1 << 20;

const API_HEADERS = Object.fromEntries(API_SECURITY_HEADERS);
const frame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

/** Who holds a stream, as the session said when it opened. */
interface Viewer {
  userId: string | null;
  staff: boolean;
}

/** A change's frame and who it goes to: every stream, staff only, or staff and these users. */
interface Outgoing {
  bytes: string;
  to: 'everyone' | 'staff' | ReadonlySet<string>;
}

/**
 * Streams the change feed to browsers over Server-Sent Events. Each change is serialised once and
 * written straight to every open response it may reach (no per-client stream pipeline), which keeps fan-out to
 * thousands of clients cheap; one shared timer sends the heartbeat. Closes every stream on shutdown.
 * The changes one transaction makes arrive together; they go out as one write per client.
 * A change reaches whom its table's audience says (domain/realtime/audience.ts): a public one every stream at once;
 * a staff one staff's streams; an owned one, once one read has found whom its row belongs to, staff's streams and
 * the owners'. So an owned change may arrive after a public one the database reported later; the browser reads a
 * table again whatever the order. Each stream's viewer is the session the route read when it opened.
 * Each client address may hold a configured number of streams at once, so one caller cannot
 * exhaust the instance's sockets and memory, and the instance holds a configured number in all.
 */
export class SseHub {
  private readonly clients = new Map<ServerResponse, Viewer>();
  /** Open streams per client address; an address leaves the map when its last stream closes. */
  private readonly perAddress = new Map<string, number>();
  /** Open streams of signed-in users who are not staff: without any, an owned change needs no owner read. */
  private players = 0;
  /** Reads owners from the database the streams' requests use, and logs a failed read; made with the first stream. */
  private lookups: { owners: ReturnType<typeof ownerReader>; log: Logger } | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private pending: Outgoing[] = [];

  constructor(private readonly feed: ChangeFeed) {
    feed.onChange((change) => this.route(change));
    feed.onReconnect(() => this.broadcast(frame('resync', '{}')));
    this.heartbeat = setInterval(() => this.broadcast(frame('ping', String(Date.now()))), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Opens a stream for the user the route read (`currentUser`); a stream whose user was not read is anonymous. */
  stream(c: AppContext): Response {
    const { config, db, log } = c.get('deps');
    const address = clientIp(c);
    const open = this.perAddress.get(address) ?? 0;
    if (open >= config.sseMaxPerAddress)
      throw new AppError('rate_limited', 'Too many live-update connections from your address.');
    if (this.clients.size >= config.sseMaxPerInstance)
      throw new AppError('unavailable', 'Live updates are busy right now. The page will reconnect in a moment.');
    const res = c.env.outgoing;
    // A caller gone before we start would never emit 'close' again, and its slot would stay taken.
    if (!res.socket || res.socket.destroyed) return RESPONSE_ALREADY_SENT;
    this.lookups ??= { owners: ownerReader(db), log };
    const user = c.get('user');
    const viewer: Viewer = { userId: user?.id ?? null, staff: user?.role === 'staff' || user?.role === 'admin' };
    const player = viewer.userId !== null && !viewer.staff;
    this.perAddress.set(address, open + 1);
    res.once('close', () => {
      this.clients.delete(res);
      if (player) this.players--;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    // Written here, past the request stack's answer step: the API security headers go with the stream's own. Not a
    // session cookie better-auth renewed while reading the session: reading c.res would make Hono answer again. The
    // cookie sent before still holds for days; the session's next renewal, by another request, sends a new one.
    res.writeHead(200, {
      ...API_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.socket.setNoDelay(true);
    // Every change counted after this position goes out to this stream, if it may see it.
    res.write(frame('ready', JSON.stringify({ position: this.feed.position })));
    this.clients.set(res, viewer);
    if (player) this.players++;
    return RESPONSE_ALREADY_SENT;
  }

  /** Sends a change on to whom its table's audience lets see it; only an owned change costs a read. */
  private route(change: Change): void {
    if (this.clients.size === 0) return;
    const bytes = frame('change', JSON.stringify(change));
    const audience = audienceOf(change.table);
    if (audience === 'public') return this.queue({ bytes, to: 'everyone' });
    const lookups = this.lookups;
    if (audience === 'staff' || this.players === 0 || !lookups || change.id === null)
      return this.queue({ bytes, to: 'staff' });
    lookups.owners(change.table as OwnedTable, change.id).then(
      (owners) => this.queue({ bytes, to: new Set(owners) }),
      (err: unknown) => {
        lookups.log.warn({ err, table: change.table }, 'could not read whom a change belongs to; sent to staff only');
        this.queue({ bytes, to: 'staff' });
      },
    );
  }

  /** Frames of changes that arrive in the same turn of the event loop are sent together. */
  private queue(out: Outgoing): void {
    if (this.pending.length === 0) queueMicrotask(() => this.flush());
    this.pending.push(out);
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    const join = (keep: (o: Outgoing) => boolean) =>
      batch
        .filter(keep)
        .map((o) => o.bytes)
        .join('');
    const toEveryone = join((o) => o.to === 'everyone');
    if (batch.every((o) => o.to === 'everyone')) return this.broadcast(toEveryone);
    const toStaff = join(() => true);
    const owners = new Set(batch.flatMap((o) => (typeof o.to === 'string' ? [] : [...o.to])));
    const toOwner = new Map<string, string>();
    for (const [res, viewer] of this.clients) {
      const id = viewer.userId;
      if (viewer.staff) this.send(res, toStaff);
      else if (id === null || !owners.has(id)) this.send(res, toEveryone);
      else {
        const bytes = toOwner.get(id) ?? join((o) => o.to === 'everyone' || (typeof o.to !== 'string' && o.to.has(id)));
        toOwner.set(id, bytes);
        this.send(res, bytes);
      }
    }
  }

  private broadcast(bytes: string): void {
    for (const res of this.clients.keys()) this.send(res, bytes);
  }

  private send(res: ServerResponse, bytes: string): void {
    if (!bytes) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return;
    }
    res.write(bytes);
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients.keys()) res.end();
    this.clients.clear();
  }
}
