/** Waits that double after each failure, up to a ceiling, and start over after a success. */
export class Backoff {
  private failures = 0;
  constructor(
    private readonly firstMs: number,
    private readonly maxMs: number,
  ) {}

  /** The wait before the next try after one more failure. */
  next(): number {
    const ms = Math.min(this.maxMs, this.firstMs * 2 ** this.failures);
    this.failures += 1;
    return ms;
  }

  reset(): void {
    this.failures = 0;
  }
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
