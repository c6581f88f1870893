import http from 'node:http';

export type Outcome = { status: number; text: string } | 'hang' | 'closed without an answer';

/**
 * One request over node:http, whose status is read even when the server answers before the body is
 * sent and then closes the connection (a 413 on a body over the limit): fetch reports only the
 * broken upload. A request not answered within `timeoutMs` is a hang.
 */
export async function sendRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | FormData },
  timeoutMs: number,
): Promise<Outcome> {
  const headers = { ...init.headers };
  let payload: Buffer | undefined;
  if (init.body instanceof FormData) {
    const encoded = new Response(init.body);
    headers['content-type'] = encoded.headers.get('content-type')!;
    payload = Buffer.from(await encoded.arrayBuffer());
  } else if (init.body !== undefined) payload = Buffer.from(init.body);
  if (payload) headers['content-length'] = String(payload.length);

  return new Promise((resolve) => {
    let status: number | undefined;
    const timer = setTimeout(() => {
      req.destroy();
      resolve('hang');
    }, timeoutMs);
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = http.request(url, { method: init.method, headers, agent: false }, (res) => {
      status = res.statusCode!;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: status!, text: Buffer.concat(chunks).toString() }));
      res.on('error', () => done({ status: status!, text: '' }));
    });
    req.on('error', () => done(status === undefined ? 'closed without an answer' : { status, text: '' }));
    req.end(payload);
  });
}
