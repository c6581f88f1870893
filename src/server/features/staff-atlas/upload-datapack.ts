import { DATAPACK_MAX_BYTES, DATAPACK_MESSAGES } from '../../../domain/spawn-atlas/staff.ts';
import type { AtlasImportSummary } from '../../../domain/spawn-atlas/views.ts';
import type { Database } from '../../db/client.ts';
import type { AppContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { readDatapackZip } from '../../spawn-atlas/datapack-files.ts';
import { AtlasImportError } from '../../spawn-atlas/import-error.ts';
import { importAtlas } from '../../spawn-atlas/import-atlas.ts';

/** The "datapack" file part of a multipart request, checked for presence and size. */
export async function readDatapackPart(c: Pick<AppContext, 'req'>): Promise<File> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw AppError.invalid(DATAPACK_MESSAGES.notMultipart);
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw AppError.invalid('The upload could not be read. Please try again.');
  }
  const file = form.datapack;
  if (!(file instanceof File) || file.size === 0)
    throw AppError.invalid(DATAPACK_MESSAGES.missing, { datapack: 'Required' });
  if (file.size > DATAPACK_MAX_BYTES) throw new AppError('payload_too_large', DATAPACK_MESSAGES.tooLarge);
  if (!/\.zip$/i.test(file.name)) throw AppError.invalid(DATAPACK_MESSAGES.notZip, { datapack: 'Not a .zip file' });
  return file;
}

/** Each bad file of a refused import, as field messages keyed by the file's path. */
function refused(err: AtlasImportError): AppError {
  const fields: Record<string, string> = {};
  for (const p of err.problems.slice(0, 50))
    fields[p.file] = fields[p.file] ? `${fields[p.file]}; ${p.reason}` : p.reason;
  const n = err.problems.length;
  return AppError.invalid(
    `The datapack was not imported: ${n} problem${n === 1 ? '' : 's'} (the atlas is unchanged).`,
    fields,
  );
}

/** Replaces the atlas with an uploaded datapack zip; the import and its audit entry commit together. */
export async function uploadDatapack(db: Database, actor: { id: string }, file: File): Promise<AtlasImportSummary> {
  try {
    const files = readDatapackZip(new Uint8Array(await file.arrayBuffer()));
    return await importAtlas(db, files, {
      source: file.name,
      importedBy: actor.id,
      onImported: (tx, importId, summary) =>
        recordAudit(tx, {
          actor,
          action: 'spawn_atlas.import',
          target: { table: 'spawn_atlas_imports', id: String(importId) },
          after: { source: file.name, species: summary.species, spawns: summary.spawns, files: summary.files },
        }),
    });
  } catch (err) {
    if (err instanceof AtlasImportError) throw refused(err);
    throw err;
  }
}
