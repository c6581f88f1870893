/**
 * Where an instance's change feed stood: the feed's connection, then how many changes it had received on it
 * (`3fQk9a.1204`). A read stamped with the position at which it began saw every change up to there, and a live
 * stream that opened at a position delivers every change after it. So a read that began at or after the
 * stream's position misses nothing the stream will not bring, and need not be made again when the stream opens.
 * A position from another connection (a reconnect, another instance) says nothing: the read is made again.
 */
export const CHANGE_POSITION_HEADER = 'x-change-position';

export function changePosition(connection: string, changes: number): string {
  return `${connection}.${changes}`;
}

/** Whether a read that began at `read` saw everything a stream that opened at `stream` will not deliver. */
export function readSince(read: string | null | undefined, stream: string | null | undefined): boolean {
  const from = parse(read);
  const opened = parse(stream);
  return !!from && !!opened && from.connection === opened.connection && from.changes >= opened.changes;
}

function parse(position: string | null | undefined): { connection: string; changes: number } | undefined {
  const dot = position?.lastIndexOf('.') ?? -1;
  if (!position || dot < 1 || dot === position.length - 1) return undefined;
  const changes = Number(position.slice(dot + 1));
  return Number.isSafeInteger(changes) ? { connection: position.slice(0, dot), changes } : undefined;
}
