import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_POSITION_HEADER, readSince } from '../../src/domain/realtime/change-position.ts';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

/** Reads SSE events from a server until `predicate` matches one. */
async function waitForEvent(
  server: TestServer,
  predicate: (e: { event: string; data: string }) => boolean,
  trigger: () => Promise<unknown>,
) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/realtime`, { signal: controller.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let triggered = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      let idx;
      while ((idx = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (event === 'ready' && !triggered) {
          triggered = true;
          await trigger();
        }
        if (predicate({ event, data })) return JSON.parse(data) as { table: string; op: string; id: string };
      }
    }
  } finally {
    controller.abort();
  }
}

describe('realtime change feed', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const url = await createTestDatabaseUrl();
    a = await startTestServer({}, url);
    b = await startTestServer({}, url);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('streams a row changed in the database to an SSE client', async () => {
    let id = '';
    const change = await waitForEvent(
      a,
      // Other changes may pass first (a background job closing an ended check-in window, at start-up).
      (e) => e.event === 'change' && e.data.includes('gym_leaders'),
      async () => {
        id = (await makeGymLeader(a.deps.db, { displayName: 'Surge', element: 'electric' })).id;
      },
    );
    expect(change).toEqual({ table: 'gym_leaders', op: 'INSERT', id });
  });

  it('delivers a change made through instance A to a client of instance B', async () => {
    let id = '';
    const change = await waitForEvent(
      b,
      (e) => e.event === 'change' && e.data.includes('Koga') === false && e.data.includes('gym_leaders'),
      async () => {
        id = (await makeGymLeader(a.deps.db, { displayName: 'Koga', element: 'poison' })).id;
      },
    );
    expect(change).toEqual({ table: 'gym_leaders', op: 'INSERT', id });
  });

  it('sends every change of one transaction, in order (written to each client together)', async () => {
    const names = ['Sabrina', 'Erika', 'Janine'];
    const got: string[] = [];
    let ids: string[] = [];
    await waitForEvent(
      a,
      (e) => {
        if (e.event === 'change' && e.data.includes('gym_leaders')) got.push(JSON.parse(e.data).id);
        return got.length === names.length;
      },
      async () => {
        ids = await a.deps.db.transaction(async (tx) => {
          const made = [];
          for (const displayName of names) made.push((await makeGymLeader(tx, { displayName, element: 'psychic' })).id);
          return made;
        });
      },
    );
    expect(got).toEqual(ids);
  });

  it('says in each read where the change feed stood, so a read made before a change is made again', async () => {
    const position = async (server: TestServer, path: string) => {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      return res.headers.get(CHANGE_POSITION_HEADER);
    };
    // Before the stream opens; the second read of /api/gym-leaders is the hot path's, before the app.
    const before = await position(a, '/api/gym-leaders');
    expect(before).toMatch(/^[\w-]+\.\d+$/);
    let opened = '';
    let after: (string | null)[] = [];
    let onB: string | null = null;
    let id: string | undefined;
    await waitForEvent(
      a,
      (e) => {
        if (e.event === 'ready') opened = (JSON.parse(e.data) as { position: string }).position;
        return e.event === 'change' && e.data.includes(`"${id}"`);
      },
      async () => {
        after = [await position(a, '/api/gym-leaders'), await position(a, '/api/me'), await position(a, '/api/events')];
        onB = await position(b, '/api/gym-leaders');
        id = (await makeGymLeader(a.deps.db, { displayName: 'Brock', element: 'rock' })).id;
      },
    );
    // Read once the stream was open: nothing to read again, whatever changed meanwhile.
    for (const read of after) expect(readSince(read, opened)).toBe(true);
    // Another instance counts on its own connection: its reads say nothing about this stream.
    expect(readSince(onB, opened)).toBe(false);
    // A stream opened after the change: the read made before it is made again, one made since is not.
    let reopened = '';
    await waitForEvent(
      a,
      (e) => {
        if (e.event === 'ready') reopened = (JSON.parse(e.data) as { position: string }).position;
        return e.event === 'ready';
      },
      async () => undefined,
    );
    expect(readSince(before, reopened)).toBe(false);
    expect(readSince(after[0], reopened)).toBe(false);
    expect(readSince(await position(a, '/api/gym-leaders'), reopened)).toBe(true);
  });
});
