import type { Change } from '../../src/domain/realtime/tables.ts';
import type { TestServer } from '../setup/test-server.ts';

export interface LiveStream {
  /** Every change the stream has delivered so far, in order. */
  changes: Change[];
  saw(table: string, id?: string): boolean;
  /** Resolves once the stream has delivered a change to `table` (with `id`, if given). */
  until(table: string, id?: string): Promise<void>;
  close(): void;
}

/** Opens /api/realtime as a browser would (with the cookie, if any); resolves once the server said `ready`. */
export async function openStream(server: TestServer, cookie?: string): Promise<LiveStream> {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/realtime`, {
    signal: controller.signal,
    headers: cookie ? { cookie } : {},
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const changes: Change[] = [];
  let waiters: (() => void)[] = [];
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const saw = (table: string, id?: string) =>
    changes.some((c) => c.table === table && (id === undefined || c.id === id));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') opened();
          if (event === 'change') changes.push(JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Change);
        }
        for (const check of waiters) check();
      }
    } catch {
      // Aborted by close().
    }
  })();
  await ready;
  return {
    changes,
    saw,
    until: (table, id) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!saw(table, id)) return;
          waiters = waiters.filter((w) => w !== check);
          resolve();
        };
        waiters.push(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
