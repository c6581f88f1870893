import { createServer, type Server, type Socket } from 'node:net';
import { encodeString, framePacket, parseHandshake, readPacket } from './slp-packets.ts';

// A Server List Ping responder for development and tests: it answers the status exchange as a Minecraft Java server
// does, so the site's real client (minecraft-server-util) is what reads it. Handshake (0x00, next state 1), status
// request (0x00) → status response (0x00, JSON), ping (0x01, 8 bytes) → pong (0x01, the same 8 bytes), then the
// server closes the connection. Logins (next state 2) and the pre-1.7 ping (0xFE) are not served: it closes.

/** What the responder reports; read on every status request, so a change shows on the next ping. */
export interface StatusFields {
  version: { name: string; protocol: number };
  players: { online: number; max: number; sample?: { name: string; id: string }[] };
  /** The message of the day; may hold § formatting codes, as server.properties' motd does. */
  motd: string;
}

export interface StatusResponderOptions {
  status: () => StatusFields;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface StatusResponder {
  readonly host: string;
  readonly port: number;
  /** Milliseconds the responder waits before answering a status request: a server that is slow (0 by default). */
  slow: number;
  readonly isDown: boolean;
  /** Stops listening and drops every connection: a dead server, whose port refuses connections. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Longer than any handshake or ping: anything bigger is no status client. */
const MAX_PACKET = 1024;
const LEGACY_PING = 0xfe;

function statusJson(fields: StatusFields): string {
  return JSON.stringify({
    version: fields.version,
    players: fields.players,
    description: { text: fields.motd },
    enforcesSecureChat: false,
  });
}

export async function startStatusResponder(opts: StatusResponderOptions): Promise<StatusResponder> {
  const host = opts.host ?? '127.0.0.1';
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = opts.port ?? 0;

  function serve(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    let state: 'handshake' | 'status' | 'answering' = 'handshake';

    const answer = () => {
      if (!socket.destroyed) socket.write(framePacket(0x00, encodeString(statusJson(opts.status()))));
      if (state === 'answering') state = 'status';
    };

    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (state === 'handshake' && buffered[0] === LEGACY_PING) return void socket.destroy();
      try {
        for (let packet = readPacket(buffered, MAX_PACKET); packet; packet = readPacket(buffered, MAX_PACKET)) {
          buffered = buffered.subarray(packet.next);
          if (state === 'handshake') {
            if (packet.id !== 0x00 || parseHandshake(packet.body).nextState !== 1) return void socket.destroy();
            state = 'status';
          } else if (packet.id === 0x00 && state === 'status') {
            state = 'answering';
            if (responder.slow > 0) setTimeout(answer, responder.slow).unref();
            else answer();
          } else if (packet.id === 0x01 && packet.body.length === 8) {
            socket.end(framePacket(0x01, packet.body));
          } else return void socket.destroy();
        }
      } catch {
        socket.destroy();
      }
    });
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(serve);
      s.once('error', reject);
      s.listen(port, host, () => {
        s.off('error', reject);
        const address = s.address();
        if (address && typeof address === 'object') port = address.port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  const responder: StatusResponder = {
    host,
    get port() {
      return port;
    },
    slow: 0,
    get isDown() {
      return !server;
    },
    down: stop,
    up: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
  await listen();
  return responder;
}
