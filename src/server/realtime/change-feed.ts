import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import { changePosition } from '../../domain/realtime/change-position.ts';
import type { Change } from '../../domain/realtime/tables.ts';

export type ChangeListener = (change: Change) => void;

/** Retries back off up to this, so the feed is back within seconds of the database. */
const MAX_RETRY_DELAY_MS = 5_000;

/**
 * One LISTEN connection per instance on the 'changes' channel that the table triggers notify.
 * It must be a direct connection (LISTEN does not survive a transaction-mode pooler) and it
 * reconnects with backoff; listeners are told 'reconnected' so they can refetch what they missed.
 * At most one connection is open or being opened at any time, and at most one retry is pending:
 * a second one would hold a second LISTEN and every change would reach each browser twice.
 */
export class ChangeFeed {
  private readonly events = new EventEmitter();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private attempt = 0;
  private ready: Promise<void> | undefined;
  /**
   * Names the current connection. Changes are counted on it; a reconnect, which may have missed some, starts a new
   * count under a new name.
   */
  private connection = newConnectionId();
  private changes = 0;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {
    this.events.setMaxListeners(0);
  }

  start(): Promise<void> {
    this.ready ??= this.connect();
    return this.ready;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, connectionTimeoutMillis: 10_000 });
    client.on('notification', (msg) => {
      // Only the current connection speaks for the feed.
      if (client !== this.client || !msg.payload) return;
      try {
        const change = JSON.parse(msg.payload) as Change;
        this.changes++;
        this.events.emit('change', change);
      } catch (err) {
        this.log.warn({ err }, 'bad change notification');
      }
    });
    client.on('error', (err) => this.log.warn({ err }, 'change feed connection error'));
    try {
      await client.connect();
      await client.query('LISTEN changes');
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    // Registered only once connected: a failed attempt is retried by its caller alone.
    client.once('end', () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.reconnectLater();
    });
    this.client = client;
    this.connection = newConnectionId();
    this.changes = 0;
    if (this.attempt > 0) this.events.emit('reconnected');
    this.attempt = 0;
  }

  private reconnectLater(): void {
    if (this.closed || this.retry) return;
    const delay = Math.min(MAX_RETRY_DELAY_MS, 250 * 2 ** this.attempt++);
    this.log.warn({ delay }, 'change feed disconnected; reconnecting');
    this.retry = setTimeout(() => {
      this.retry = undefined;
      // Nothing else schedules while this attempt runs: its client has no 'end' handler yet.
      this.connecting = this.connect().catch((err) => {
        this.log.warn({ err }, 'change feed reconnect failed');
        this.reconnectLater();
      });
    }, delay);
    this.retry.unref();
  }

  /**
   * Where the feed stands now (domain/realtime/change-position.ts): a read that begins now sees every change
   * counted so far, since the database reports a change only once it is committed.
   */
  get position(): string {
    return changePosition(this.connection, this.changes);
  }

  onChange(listener: ChangeListener): () => void {
    this.events.on('change', listener);
    return () => this.events.off('change', listener);
  }

  onReconnect(listener: () => void): () => void {
    this.events.on('reconnected', listener);
    return () => this.events.off('reconnected', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.connecting; // an attempt under way ends its own client once it sees `closed`
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

const newConnectionId = () => randomBytes(6).toString('base64url');
