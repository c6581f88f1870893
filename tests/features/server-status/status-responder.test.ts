import { connect } from 'node:net';
import { status } from 'minecraft-server-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeVarInt,
  encodeString,
  framePacket,
  readPacket,
} from '../../../src/server/integrations/minecraft/stand-in/slp-packets.ts';
import {
  startStatusResponder,
  type StatusResponder,
} from '../../../src/server/integrations/minecraft/stand-in/status-responder.ts';
import { FIELDS } from './helpers.ts';

// The stand-in speaks Server List Ping as a Minecraft server does: the real client reads it, and a client that sends
// its packets in pieces is answered the same.

let responder: StatusResponder;
beforeAll(async () => {
  responder = await startStatusResponder({ status: () => FIELDS });
});
afterAll(() => responder.close());

/** Sends `bytes` one at a time and collects what the responder sends until it closes the connection. */
function exchange(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(responder.port, responder.host);
    const received: Buffer[] = [];
    socket.on('data', (d) => received.push(d));
    socket.on('close', () => resolve(Buffer.concat(received)));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const byte of bytes) {
        socket.write(Buffer.from([byte]));
        await new Promise((r) => setImmediate(r));
      }
    });
  });
}

const port = Buffer.alloc(2);
const handshake = () => {
  port.writeUInt16BE(responder.port);
  return framePacket(0x00, Buffer.from([0xff, 0x05]), encodeString('localhost'), port, Buffer.from([1]));
};

describe('the Server List Ping stand-in', () => {
  it('is read by the real client', async () => {
    const answer = await status('127.0.0.1', responder.port, { enableSRV: false, timeout: 2000 });
    expect(answer.version).toEqual({ name: 'Cobblemon 1.21.1', protocol: 767 });
    expect(answer.players).toMatchObject({ online: 7, max: 50 });
    expect(answer.motd.clean).toBe('Cobble League · Season 1');
  });

  it('answers a client that sends its packets a byte at a time, then closes after the pong', async () => {
    const ping = Buffer.from('0102030405060708', 'hex');
    const reply = await exchange(Buffer.concat([handshake(), framePacket(0x00), framePacket(0x01, ping)]));
    const response = readPacket(reply, 1 << 20)!;
    expect(response.id).toBe(0x00);
    const length = decodeVarInt(response.body, 0)!;
    expect(length.next + length.value).toBe(response.body.length);
    expect(JSON.parse(response.body.subarray(length.next).toString('utf8'))).toMatchObject({
      players: { online: 7, max: 50 },
      description: { text: FIELDS.motd },
    });
    const pong = readPacket(reply.subarray(response.next), 1 << 20)!;
    expect(pong).toMatchObject({ id: 0x01, body: ping });
  });

  it('closes on a login or a pre-1.7 ping without answering', async () => {
    port.writeUInt16BE(responder.port);
    const login = framePacket(0x00, Buffer.from([0xff, 0x05]), encodeString('localhost'), port, Buffer.from([2]));
    expect(await exchange(login)).toHaveLength(0);
    expect(await exchange(Buffer.from([0xfe, 0x01]))).toHaveLength(0);
  });

  it('refuses connections while down and answers again once up', async () => {
    await responder.down();
    await expect(status('127.0.0.1', responder.port, { enableSRV: false, timeout: 2000 })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    await responder.up();
    expect((await status('127.0.0.1', responder.port, { enableSRV: false, timeout: 2000 })).players.online).toBe(7);
  });
});
