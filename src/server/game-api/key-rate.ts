import { AppError } from '../http/errors.ts';

/**
 * Each game API key may make `perSecond` requests a second on an instance, in bursts of up to twice as many
 * (a token bucket): a flood from one game server is refused in memory, before it reaches the database, so the
 * site keeps answering players. Counted per instance, not across them: a refusal must cost nothing.
 */
export class KeyRate {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perSecond: number) {}

  /** Takes one request of `keyId`'s allowance, or throws 429 with the seconds until one is free. */
  take(keyId: string, now = performance.now()): void {
    const burst = this.perSecond * 2;
    const bucket = this.buckets.get(keyId) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(keyId, bucket);
    if (bucket.tokens < 1)
      throw new AppError(
        'rate_limited',
        `Too many requests from this game server: at most ${this.perSecond} a second.`,
        undefined,
        Math.ceil((1 - bucket.tokens) / this.perSecond),
      );
    bucket.tokens -= 1;
  }
}
