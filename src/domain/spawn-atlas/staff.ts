import { z } from 'zod';

/** The largest datapack zip staff may upload; a datapack of spawn files is a few hundred KB. */
export const DATAPACK_MAX_BYTES = 20 * 1024 * 1024;

export const DATAPACK_MESSAGES = {
  notMultipart: 'Send the datapack as multipart/form-data with a "datapack" file part.',
  missing: 'Choose a datapack .zip file to upload.',
  tooLarge: 'The datapack is too large (20 MB at most).',
  notZip: 'The datapack must be a .zip file.',
} as const;

/** One import of a datapack into the atlas, for the staff screen. */
export const atlasImportSchema = z
  .object({
    id: z.number().int(),
    source: z.string(),
    speciesCount: z.number().int(),
    spawnCount: z.number().int(),
    fileCount: z.number().int(),
    importedBy: z.string().nullable().meta({ description: 'Who uploaded it; null for the command line or the demo' }),
    createdAt: z.string(),
  })
  .meta({ id: 'SpawnAtlasImport' });
export type AtlasImport = z.infer<typeof atlasImportSchema>;
export const atlasImportsSchema = z.object({ imports: z.array(atlasImportSchema) }).meta({ id: 'SpawnAtlasImports' });
export type AtlasImports = z.infer<typeof atlasImportsSchema>;
