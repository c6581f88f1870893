import http from 'node:http';

/**
 * Many Server-Sent Events clients in this process, each on its own socket (no agent pooling).
 * Calls onChange(clientIndex, change) for every `change` event each client receives.
 */
export async function connectSseClients(url: string, count: number, onChange: (client: number, change: { table: string; id: string }) => void) {
  const requests: http.ClientRequest[] = [];
  const ready: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    ready.push(
      new Promise<void>((resolve, reject) => {
        const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`SSE client ${i}: HTTP ${res.statusCode}`));
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.startsWith('event: ready')) resolve();
              else if (block.startsWith('event: change')) {
                const data = /^data: (.*)$/m.exec(block)?.[1];
                if (data) onChange(i, JSON.parse(data));
              }
            }
          });
          res.on('error', () => undefined);
        });
        req.on('error', reject);
        requests.push(req);
      }),
    );
    // Open in small waves so the accept queue never overflows.
    if (i % 100 === 99) await Promise.all(ready.slice(i - 99));
  }
  await Promise.all(ready);
  return { close: () => requests.forEach((r) => r.destroy()) };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
