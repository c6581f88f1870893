import { performance } from 'node:perf_hooks';
import { expect } from 'vitest';
import type { ServerStatus } from '../../../src/domain/server-status/status.ts';
import type { StatusFields } from '../../../src/server/integrations/minecraft/stand-in/status-responder.ts';
import type { TestServer } from '../../setup/test-server.ts';

/** What the stand-in reports in these tests: a MOTD with formatting codes, which the site shows as plain text. */
export const FIELDS: StatusFields = {
  version: { name: 'Cobblemon 1.21.1', protocol: 767 },
  players: { online: 7, max: 50, sample: [{ name: 'Ash', id: '00000000-0000-4000-8000-000000000001' }] },
  motd: '§6Cobble League§r · Season 1',
};

/** GET /api/server-status, with how long the site took to answer. */
export async function readStatus(server: TestServer): Promise<{ body: ServerStatus; ms: number }> {
  const started = performance.now();
  const res = await server.request('/api/server-status');
  const body = (await res.json()) as ServerStatus;
  const ms = performance.now() - started;
  expect(res.status).toBe(200);
  return { body, ms };
}

/**
 * Reads the status until `accept` takes it (the cache keeps an answer 5 s and a ping may take 3 s), handing every
 * answer on the way to `each`, so a test can hold every one of them to a rule.
 */
export async function statusUntil(
  server: TestServer,
  accept: (s: ServerStatus) => boolean,
  each: (read: { body: ServerStatus; ms: number }) => void = () => undefined,
  timeoutMs = 20_000,
): Promise<ServerStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const read = await readStatus(server);
    each(read);
    if (accept(read.body)) return read.body;
    if (Date.now() > until) expect.fail(`the status never matched; last answer: ${JSON.stringify(read.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
