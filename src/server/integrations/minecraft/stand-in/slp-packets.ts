// The framing of the Minecraft Java protocol as Server List Ping uses it: every packet is a VarInt length, then a
// VarInt packet id and its fields; strings are a VarInt byte length and UTF-8. A VarInt is 7 bits a byte, low
// bits first, the high bit set on every byte but the last, at most 5 bytes.

export function encodeVarInt(value: number): Buffer {
  const bytes: number[] = [];
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (v !== 0);
  return Buffer.from(bytes);
}

/** The VarInt at `offset`: its value and the offset after it; null when the buffer ends first. */
export function decodeVarInt(buf: Buffer, offset: number): { value: number; next: number } | null {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    if (offset + i >= buf.length) return null;
    const byte = buf[offset + i]!;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return { value: value | 0, next: offset + i + 1 };
  }
  throw new Error('VarInt longer than 5 bytes');
}

/** One packet as sent on the wire: length, id, fields. */
export function framePacket(id: number, ...fields: Buffer[]): Buffer {
  const body = Buffer.concat([encodeVarInt(id), ...fields]);
  return Buffer.concat([encodeVarInt(body.length), body]);
}

export const encodeString = (text: string): Buffer => {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([encodeVarInt(bytes.length), bytes]);
};

/** The next whole packet in `buf` (its id and fields) and the offset after it; null until it has all arrived. */
export function readPacket(buf: Buffer, maxLength: number): { id: number; body: Buffer; next: number } | null {
  const length = decodeVarInt(buf, 0);
  if (!length) return null;
  if (length.value < 1 || length.value > maxLength) throw new Error(`Packet length ${length.value} out of range`);
  const end = length.next + length.value;
  if (buf.length < end) return null;
  const id = decodeVarInt(buf, length.next);
  if (!id || id.next > end) throw new Error('Packet without an id');
  return { id: id.value, body: buf.subarray(id.next, end), next: end };
}

/** The handshake's fields: protocol version, the address the client typed, its port, and the state asked for. */
export function parseHandshake(body: Buffer): { protocol: number; host: string; port: number; nextState: number } {
  const protocol = decodeVarInt(body, 0);
  const hostLength = protocol && decodeVarInt(body, protocol.next);
  if (!protocol || !hostLength) throw new Error('Truncated handshake');
  const hostEnd = hostLength.next + hostLength.value;
  if (hostEnd + 2 > body.length) throw new Error('Truncated handshake');
  const nextState = decodeVarInt(body, hostEnd + 2);
  if (!nextState) throw new Error('Truncated handshake');
  return {
    protocol: protocol.value,
    host: body.toString('utf8', hostLength.next, hostEnd),
    port: body.readUInt16BE(hostEnd),
    nextState: nextState.value,
  };
}
