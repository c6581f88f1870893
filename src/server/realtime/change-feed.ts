import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';

export interface Change {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string | null;
}

export type ChangeListener = (change: Change) => void;

/**
 * One LISTEN connection per instance on the 'changes' channel that the table triggers notify.
 * It must be a direct connection (LISTEN does not survive a transaction-mode pooler) and it
 * reconnects with backoff; listeners are told 'reconnected' so they can refetch what they missed.
 */
export class ChangeFeed {
  private readonly events = new EventEmitter();
  private client: pg.Client | undefined;
  private closed = false;
  private attempt = 0;
  private ready: Promise<void> | undefined;

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
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        this.events.emit('change', JSON.parse(msg.payload) as Change);
      } catch (err) {
        this.log.warn({ err }, 'bad change notification');
      }
    });
    client.on('error', (err) => this.log.warn({ err }, 'change feed connection error'));
    client.on('end', () => this.reconnectLater());
    await client.connect();
    await client.query('LISTEN changes');
    this.client = client;
    if (this.attempt > 0) this.events.emit('reconnected');
    this.attempt = 0;
  }

  private reconnectLater(): void {
    this.client = undefined;
    if (this.closed) return;
    const delay = Math.min(30_000, 250 * 2 ** this.attempt++);
    this.log.warn({ delay }, 'change feed disconnected; reconnecting');
    setTimeout(() => {
      if (this.closed) return;
      this.connect().catch((err) => {
        this.log.warn({ err }, 'change feed reconnect failed');
        this.reconnectLater();
      });
    }, delay).unref();
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
    await this.client?.end().catch(() => undefined);
  }
}
