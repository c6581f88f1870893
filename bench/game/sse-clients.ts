import net from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * Many Server-Sent Events clients in this process, each on its own TCP socket. A thousand real
 * browsers read in parallel on their own machines; here one process reads them all in turn, so each
 * chunk is only stamped with its arrival time when it comes in, and parsed after the run. Parsing
 * it on arrival would add the time spent on every client before it to the latency measured.
 */
export async function connectSseClients(url: string, count: number) {
  const target = new URL(url);
  const sockets: net.Socket[] = [];
  const chunks: { client: number; at: number; data: Buffer }[] = [];
  const connect = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true }, () => {
        socket.write(`GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: text/event-stream\r\n\r\n`);
      });
      let ready = false;
      let head = '';
      socket.on('data', (data: Buffer) => {
        if (ready) {
          chunks.push({ client: i, at: performance.now(), data });
          return;
        }
        head += data.toString('utf8');
        if (!head.startsWith('HTTP/1.1 200')) return reject(new Error(`SSE client ${i}: ${head.split('\r\n')[0]}`));
        if (head.includes('event: ready')) {
          ready = true;
          resolve();
        }
      });
      socket.on('error', reject);
      sockets.push(socket);
    });
  // Open in small waves so the accept queue never overflows.
  for (let i = 0; i < count; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, k) => connect(i + k)));
  }
  return {
    /** Every `change` event each client received, with the time its chunk arrived. */
    changes() {
      const seen: { client: number; at: number; change: { table: string; id: string } }[] = [];
      const buffers = new Map<number, string>();
      for (const { client, at, data } of chunks) {
        // A frame split over two reads counts from the read that completed it.
        let buffer = (buffers.get(client) ?? '') + data.toString('utf8');
        for (const m of buffer.matchAll(/event: change\ndata: (.*)\n\n/g))
          seen.push({ client, at, change: JSON.parse(m[1]!) });
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        buffers.set(client, buffer);
      }
      return seen;
    },
    close: () => sockets.forEach((s) => s.destroy()),
  };
}
