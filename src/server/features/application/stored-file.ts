import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A stored file for its owner or staff. Anyone else is told it does not exist, so file ids
 * reveal nothing.
 */
export async function openStoredFile(deps: { db: Database; storage: FileStorage }, user: SessionUser, id: string) {
  const notFound = AppError.notFound('File not found.');
  if (!UUID.test(id)) throw notFound;
  const [row] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  if (!row || (row.ownerId !== user.id && user.role === 'player')) throw notFound;
  const object = await deps.storage.get(row.storageKey);
  if (!object) throw notFound;
  return { row, object };
}

/** Content-Disposition for a name that may hold any character. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
