import { and, eq, inArray } from 'drizzle-orm';
import { APPLICATION_MESSAGES, type ApplicationInput } from '../../../domain/forms/application.ts';
import { normalizeDays } from '../../../domain/forms/availability.ts';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { gymLeaderApplications, storedFiles } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { AppError, conflictOnUnique } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/index.ts';
import { newUploadKey, removeUnnamed, uploadOutlived } from '../../storage/uploads.ts';
import type { CheckedFile } from './check-files.ts';

const OPEN = ['submitted', 'under_review'];

const UNAVAILABLE = 'Your files could not be stored right now. Please try again later.';

async function storeAll(storage: FileStorage, userId: string, files: readonly CheckedFile[], keys: string[]) {
  for (const f of files) {
    const key = newUploadKey(userId, f.extension);
    // Noted before the write: a put that fails may still have stored the object.
    keys.push(key);
    await storage.put(key, f.bytes, f.contentType);
  }
}

/**
 * Stores the checked files, then the file rows and the application in one transaction. If any
 * step fails, the files no committed row names are removed again: a refused application leaves
 * nothing. If the process dies in between, the orphan sweep removes them (storage/uploads.ts).
 */
export async function submitApplication(
  deps: { db: Database; storage: FileStorage; log: Logger },
  user: SessionUser,
  input: ApplicationInput,
  files: readonly CheckedFile[],
) {
  const { db, storage } = deps;
  const [open] = await db
    .select({ id: gymLeaderApplications.id })
    .from(gymLeaderApplications)
    .where(and(eq(gymLeaderApplications.userId, user.id), inArray(gymLeaderApplications.status, OPEN)))
    .limit(1);
  if (open) throw AppError.conflict(APPLICATION_MESSAGES.duplicate);

  const keys: string[] = [];
  const startedAt = Date.now();
  try {
    try {
      await storeAll(storage, user.id, files, keys);
    } catch (err) {
      deps.log.error({ err, storage: storage.description }, 'storing application files failed');
      throw new AppError('unavailable', UNAVAILABLE);
    }
    return await db.transaction(async (tx) => {
      const rows = files.length
        ? await tx
            .insert(storedFiles)
            .values(
              files.map((f, i) => ({
                ownerId: user.id,
                storageKey: keys[i]!,
                originalName: f.name,
                contentType: f.contentType,
                sizeBytes: f.bytes.byteLength,
              })),
            )
            .returning({ id: storedFiles.id, name: storedFiles.originalName })
        : [];
      const [app] = await tx
        .insert(gymLeaderApplications)
        .values({
          ...input,
          userId: user.id,
          discordUsername: input.discordUsername ?? user.name,
          availableDays: normalizeDays(input.availableDays, input.availableTimes),
          uploads: rows.map((r) => r.id),
        })
        .returning({ id: gymLeaderApplications.id });
      // Rows commit within half the grace period of the first write, so the orphan sweep (which waits the
      // whole period) never removes a file whose row is about to commit; a slower upload rolls back.
      if (uploadOutlived(startedAt)) throw new AppError('unavailable', UNAVAILABLE);
      return { id: app!.id, uploads: rows };
    });
  } catch (err) {
    await removeUnnamed(deps, keys).catch((cleanup: unknown) =>
      deps.log.warn({ err: cleanup }, 'removing the files of a failed application failed; the orphan sweep will'),
    );
    // Two submissions at once: the one-open-application index refuses the second.
    throw conflictOnUnique(err, APPLICATION_MESSAGES.duplicate) ?? err;
  }
}
