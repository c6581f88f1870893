import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../http/context.ts';

/** What one instance exposes at /api/metrics (docs/operations.md lists them). */
export interface SiteMetrics {
  registry: Registry;
  /** One answered request: its method, route pattern (not the raw path), status and duration. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A Stripe event processed, `created` seconds after the epoch (the event's own field). */
  webhookProcessed(created: number): void;
}

function createSiteMetrics({ db, sse }: Pick<Deps, 'db' | 'sse'>): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = db.$client;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections of this instance: total open, idle, and queries waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'sse_clients',
    help: 'Live-update (Server-Sent Events) streams this instance holds',
    registers: [registry],
    collect() {
      this.set(sse.size);
    },
  });
  new Gauge({
    name: 'delivery_queue_depth',
    help: 'Delivery actions waiting for the game server (status pending), across all instances',
    registers: [registry],
    async collect() {
      // A scrape while the database is down leaves the last value rather than failing the whole answer.
      const result = await pool
        .query<{ n: number }>(`select count(*)::int as n from delivery_actions where status = 'pending'`)
        .catch(() => undefined);
      if (result) this.set(result.rows[0]!.n);
    },
  });
  const webhookLag = new Histogram({
    name: 'stripe_webhook_lag_seconds',
    help: "Time from a Stripe event's creation (its created field) to this instance processing it",
    buckets: [1, 5, 15, 60, 300, 900, 3600, 6 * 3600, 24 * 3600, 3 * 24 * 3600],
    registers: [registry],
  });
  // Each method, route and status gets its own child once (prom-client hashes the labels on every call otherwise).
  const counted = new Map<string, Counter.Internal>();
  const timed = new Map<string, Histogram.Internal<string>>();
  return {
    registry,
    request(method, route, status, seconds) {
      const key = `${method} ${route}`;
      const countedKey = `${key} ${status}`;
      let counter = counted.get(countedKey);
      if (!counter) counted.set(countedKey, (counter = requests.labels(method, route, String(status))));
      counter.inc();
      // Live-update streams last as long as the page is open: their duration is not a latency.
      if (route === '/api/realtime') return;
      let histogram = timed.get(key);
      if (!histogram) timed.set(key, (histogram = latency.labels(method, route)));
      histogram.observe(seconds);
    },
    webhookProcessed(created) {
      webhookLag.observe(Math.max(0, Date.now() / 1000 - created));
    },
  };
}

// One set per instance, keyed by its pool: test files run several servers in one process.
const byPool = new WeakMap<object, SiteMetrics>();

export function metricsFor(deps: Pick<Deps, 'db' | 'sse'>): SiteMetrics {
  let metrics = byPool.get(deps.db.$client);
  if (!metrics) byPool.set(deps.db.$client, (metrics = createSiteMetrics(deps)));
  return metrics;
}
