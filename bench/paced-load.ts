import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { latencyFigures } from './harness.ts';

export interface PacedOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: () => string | undefined;
  /** Requests per second, sent evenly: one every 1000/rate ms. */
  rate: number;
  durationSec: number;
}

export interface PacedFigures {
  sent: number;
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
}

/**
 * Open-loop load, as a game server produces it: requests leave on a fixed schedule whether or not
 * earlier ones have been answered, and each latency counts from the moment the request was due,
 * so a slow answer cannot hide the requests queued behind it (no coordinated omission).
 * autocannon's rate mode instead releases each second's quota as one burst at the top of the second.
 */
export async function pacedLoad(opts: PacedOptions): Promise<PacedFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(opts.url);
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.durationSec);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const body = opts.body();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: opts.method,
          headers: opts.headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx++;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });

  const start = performance.now() + 10;
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + next * interval <= now) inFlight.push(send(start + next++ * interval));
    await new Promise((r) =>
      setTimeout(r, Math.max(0, Math.min(interval, start + next * interval - performance.now()))),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    sent: total,
    reqPerSec: Math.round(latencies.length / Math.max(elapsed, opts.durationSec)),
    ...latencyFigures(latencies),
    non2xx,
    errors,
  };
}
