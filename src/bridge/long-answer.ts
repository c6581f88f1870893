import type { Rcon } from 'rcon-client';

// Minecraft sends an RCON answer longer than 4096 characters as several packets with the request's
// id; rcon-client resolves a command with the first. For `list uuids` on a full server the bridge
// needs them all: it watches the connection's packets itself (the socket is public), sends the
// command, and, when the first packet was full, a second harmless command whose answer can only
// come after the last packet of the first (the server answers one connection's requests in order).

const CHUNK = 4096;

/** Splits the byte stream into packets: int32 LE length, id, type, payload, two NUL bytes. */
function packetReader(onPacket: (id: number, payload: string) => void) {
  let buffered = Buffer.alloc(0);
  return (data: Buffer) => {
    buffered = Buffer.concat([buffered, data]);
    while (buffered.length >= 4 && buffered.length >= buffered.readInt32LE(0) + 4) {
      const length = buffered.readInt32LE(0);
      onPacket(buffered.readInt32LE(4), buffered.subarray(12, length + 2).toString('utf8'));
      buffered = buffered.subarray(length + 4);
    }
  };
}

/** The whole answer to `command`. The caller makes sure no other command runs on `rcon` meanwhile. */
export async function sendForLongAnswer(rcon: Rcon, command: string, marker = 'list'): Promise<string> {
  const socket = rcon.socket;
  if (!socket) return rcon.send(command); // rcon-client throws its own "Not connected"
  const packets: { id: number; payload: string }[] = [];
  const listener = packetReader((id, payload) => packets.push({ id, payload }));
  socket.on('data', listener);
  try {
    const first = await rcon.send(command);
    if (first.length < CHUNK) return first;
    await rcon.send(marker);
    const start = packets.findIndex((p) => p.payload === first);
    if (start < 0) return first;
    const id = packets[start]!.id;
    return packets
      .slice(start)
      .filter((p) => p.id === id)
      .map((p) => p.payload)
      .join('');
  } finally {
    socket.off('data', listener);
  }
}
