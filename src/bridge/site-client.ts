import type { z } from 'zod';
import type { deliveryAction, deliveryLease } from '../domain/game/deliveries.ts';

export type DeliveryAction = z.infer<typeof deliveryAction>;
type Lease = z.infer<typeof deliveryLease>;
export interface Ack {
  id: string;
  status: 'done' | 'failed';
  error?: string;
}
export interface Player {
  uuid: string;
  name: string;
}

/** A call the site refused or could not answer; `retryable` says whether the same call may work later. */
export class SiteError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
  get retryable() {
    return this.status === null || this.status === 429 || this.status >= 500;
  }
}

/** The site's public game API (docs/game-server-api.md), the only way the bridge talks to the site. */
export class SiteClient {
  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/api/game/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new SiteError(`the site is unreachable: ${(err as Error).message}`, null);
    }
    const text = await res.text();
    if (!res.ok) {
      let message = text.slice(0, 300);
      try {
        message = (JSON.parse(text) as { error: { message: string } }).error.message;
      } catch {
        // Not the API's error shape (a proxy's page): keep the start of the text.
      }
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new SiteError(`${method} ${path}: ${res.status} ${message}`, res.status, retryAfter || null);
    }
    return JSON.parse(text) as T;
  }

  lease(o: { limit: number; leaseSeconds: number; online: string[] }): Promise<Lease> {
    const q = new URLSearchParams({ limit: String(o.limit), lease_seconds: String(o.leaseSeconds) });
    q.set('online', o.online.join(','));
    return this.call('GET', `/deliveries?${q}`);
  }

  async ack(acks: Ack[]): Promise<void> {
    for (let i = 0; i < acks.length; i += 100)
      await this.call('POST', '/deliveries/ack', { acks: acks.slice(i, i + 100) });
  }

  reportOnline(players: Player[]): Promise<{ online: number }> {
    return this.call('POST', '/online', { players });
  }

  async names(uuids: string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (let i = 0; i < uuids.length; i += 100) {
      const res = await this.call<{ players: Player[] }>('GET', `/players?uuids=${uuids.slice(i, i + 100).join(',')}`);
      for (const p of res.players) found.set(p.uuid, p.name);
    }
    return found;
  }
}
