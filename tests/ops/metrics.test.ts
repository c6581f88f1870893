import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { checkout, deliver, makeBuyer, standIn } from '../features/shop/helpers.ts';

const TOKEN = 'metrics-token-0123456789';
const REFUSED = {
  error: {
    code: 'forbidden',
    message: 'Metrics are readable only from the addresses in METRICS_ALLOW or with the METRICS_TOKEN bearer token.',
  },
};

/** The value of one sample line, e.g. sample(text, 'sse_clients'); undefined when absent. */
const sample = (text: string, series: string) =>
  text
    .split('\n')
    .find((l) => l.startsWith(`${series} `))
    ?.split(' ')[1];

describe('metrics outside the allow list', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test reaches the server from loopback, which this list leaves out.
    server = await startTestServer({ METRICS_ALLOW: '10.0.0.0/8', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  it('refuses a request without the token, or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }] as Record<
      string,
      string
    >[]) {
      const res = await server.request('/api/metrics', { headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(REFUSED);
    }
  });

  it('serves them with the token: requests by route pattern, the pool, streams, the queue and webhook lag', async () => {
    await server.request('/api/events');
    await server.request('/api/tournaments/no-such-cup');
    await server.request('/api/tournaments/another-cup');
    // A Stripe event processed two minutes after Stripe created it.
    const buyer = await makeBuyer(server);
    const { sessionId } = await checkout(server, buyer, [{ id: 'cosmetic-keys-5', quantity: 1 }]);
    const [paid] = await standIn(server, `checkout/${sessionId}/pay?deliver=false`);
    const created = Math.floor(Date.now() / 1000) - 120;
    expect((await deliver(server, { ...paid, created })).status).toBe(200);

    const res = await server.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0.0.4/);
    const text = await res.text();
    // The pattern, not the raw paths: both tournaments count under one route.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/tournaments\/:key",status="4\d\d"\} 2$/m);
    expect(text).not.toContain('no-such-cup');
    expect(sample(text, 'http_requests_total{method="GET",route="/api/events",status="200"}')).toBe('1');
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/events"\} 1$/m);
    expect(Number(sample(text, 'db_pool_connections{state="total"}'))).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe('0');
    expect(sample(text, 'sse_clients')).toBe('0');
    // The paid purchase queued its in-game delivery, which no game server has fetched.
    expect(Number(sample(text, 'delivery_queue_depth'))).toBeGreaterThan(0);
    expect(sample(text, 'stripe_webhook_lag_seconds_count')).toBe('1');
    expect(Number(sample(text, 'stripe_webhook_lag_seconds_sum'))).toBeGreaterThanOrEqual(120);
  });
});

describe('metrics with the default allow list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are served to loopback without a token', async () => {
    const res = await server.request('/api/metrics');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^# TYPE http_requests_total counter$/m);
  });

  it('are refused to a caller the proxy says is elsewhere, when the proxy is trusted', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.request('/api/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(REFUSED);
    } finally {
      await proxied.close();
    }
  });
});
