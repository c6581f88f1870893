import { createServer } from 'node:http';

// The baseline: the same bytes from a bare node:http server, with nothing in between.
const body = Buffer.from(process.env.BARE_BODY ?? '');
const type = process.env.BARE_TYPE ?? 'application/json';
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.BARE_PORT), '127.0.0.1');
