import { AppError, BUSY_MESSAGE } from '../http/errors.ts';

// How game servers' requests are let in, so that a flood from one of them never keeps the site from its players:
// each key within its rate, then all keys together within a few requests at a time.

/**
 * Each game API key may make `perSecond` requests a second on an instance, in bursts of as many (a token
 * bucket): a flood is refused in memory, before it reaches the database. Counted per instance, not across
 * them: a refusal must cost nothing.
 */
export class KeyRate {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perSecond: number) {}

  /** Takes one request of `keyId`'s allowance, or throws 429 with the seconds until one is free. */
  take(keyId: string, now = performance.now()): void {
    const bucket = this.buckets.get(keyId) ?? { tokens: this.perSecond, at: now };
    bucket.tokens = Math.min(this.perSecond, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(keyId, bucket);
    if (bucket.tokens < 1)
      throw new AppError(
        'rate_limited',
        `Too many requests from this game server: at most ${this.perSecond} a second.`,
        undefined,
        { retryAfterSeconds: Math.ceil((1 - bucket.tokens) / this.perSecond) },
      );
    bucket.tokens -= 1;
  }
}

/** Game requests an instance works on at once: a few of its database connections, the rest stay the players'. */
export const GAME_IN_FLIGHT = 2;
/** Game requests that may wait their turn; past them a request is refused (503) rather than queued. */
export const GAME_WAITING = 200;

/** At most GAME_IN_FLIGHT game requests at once, the others waiting in order of arrival. */
export class InFlight {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= GAME_IN_FLIGHT) {
      if (this.waiting.length >= GAME_WAITING) throw new AppError('unavailable', BUSY_MESSAGE);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await work();
    } finally {
      // A slot is handed straight to the next in line, or freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
