import { createServer, type Socket } from 'node:net';
import type { StandInWorld } from './world.ts';

// The Source RCON protocol as a vanilla Minecraft server speaks it (net.minecraft.server.rcon):
// little-endian int32 length, request id, type, then the payload and two NUL bytes. Auth (3) is
// answered with type 2 and the same id, or id -1 for a wrong password; a command (2) runs on the
// server thread, one at a time per connection, and its answer goes back in type-0 packets of at most
// 4096 characters each, all with the request's id (so a long `list` arrives in several packets).

const AUTH = 3;
const EXEC = 2;
const AUTH_RESPONSE = 2;
const RESPONSE = 0;
const CHUNK = 4096;
/** Vanilla reads requests into a 1460-byte buffer; anything longer is no RCON client. */
const MAX_REQUEST = 1460;

export interface RconServerOptions {
  world: StandInWorld;
  password: string;
  port?: number;
  host?: string;
}

export interface RunningRconServer {
  port: number;
  close: () => Promise<void>;
}

function packet(id: number, type: number, body: string): Buffer {
  const payload = Buffer.from(body, 'utf8');
  const buf = Buffer.alloc(payload.length + 14);
  buf.writeInt32LE(payload.length + 10, 0);
  buf.writeInt32LE(id, 4);
  buf.writeInt32LE(type, 8);
  payload.copy(buf, 12);
  return buf;
}

function serve(socket: Socket, { world, password }: RconServerOptions): void {
  let buffered = Buffer.alloc(0);
  let authed = false;
  // Commands of one connection run in order, as on the server thread: a hanging one holds the rest.
  let queue = Promise.resolve();
  const send = (id: number, type: number, body: string) => {
    if (!socket.destroyed) socket.write(packet(id, type, body));
  };

  const handle = async (id: number, type: number, body: string) => {
    if (type === AUTH) {
      authed = body === password && password !== '';
      send(authed ? id : -1, AUTH_RESPONSE, '');
    } else if (type === EXEC && !authed) {
      send(-1, AUTH_RESPONSE, '');
    } else if (type === EXEC) {
      const answer = await world.execute(body);
      let at = 0;
      do {
        send(id, RESPONSE, answer.slice(at, at + CHUNK));
        at += CHUNK;
      } while (at < answer.length);
    } else {
      send(id, RESPONSE, `Unknown request ${type.toString(16)}`);
    }
  };

  socket.on('data', (data) => {
    buffered = Buffer.concat([buffered, data]);
    while (buffered.length >= 4) {
      const length = buffered.readInt32LE(0);
      if (length < 10 || length > MAX_REQUEST) return void socket.destroy();
      if (buffered.length < length + 4) return;
      const id = buffered.readInt32LE(4);
      const type = buffered.readInt32LE(8);
      const body = buffered.subarray(12, length + 2).toString('utf8');
      buffered = buffered.subarray(length + 4);
      queue = queue.then(() => handle(id, type, body)).catch(() => void socket.destroy());
    }
  });
  socket.on('error', () => socket.destroy());
}

/** Starts an RCON console for the world; port 0 picks a free one. */
export async function startRconServer(options: RconServerOptions): Promise<RunningRconServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, options);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 25575, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 25575);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
