import { createRoute } from '@hono/zod-openapi';
import { atlasImportsSchema, DATAPACK_MAX_BYTES } from '../../../domain/spawn-atlas/staff.ts';
import { atlasImportSummarySchema } from '../../../domain/spawn-atlas/views.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse, multipartBody } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { listImports } from './list-imports.ts';
import { readDatapackPart, uploadDatapack } from './upload-datapack.ts';

const imports = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/spawn-atlas/imports',
  summary: 'The latest imports of the spawn atlas',
  responses: { 200: jsonResponse(atlasImportsSchema, 'Imports, newest first'), ...deniedResponses },
});

const upload = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/uploads/spawn-atlas',
  summary: 'Replace the spawn atlas with a Cobblemon datapack zip',
  description:
    `Part "datapack": a .zip of at most ${DATAPACK_MAX_BYTES / 1024 / 1024} MB holding data/<namespace>/spawn_pool_world/*.json ` +
    '(and optionally spawn_detail_presets, biome tags and best-spawner-config.json). Any bad file refuses the ' +
    'whole import; the answer names each one (fields: file path to reason) and the atlas stays as it was.',
  request: { body: multipartBody(['datapack'], { datapack: { type: 'string', format: 'binary' } }) },
  responses: {
    200: jsonResponse(atlasImportSummarySchema, 'Imported: how many species and spawns were read'),
    400: errorResponse('Not a datapack zip, or bad files (each named in fields)'),
    413: errorResponse('Larger than the limit'),
    ...deniedResponses,
  },
});

/** Staff replace the atlas by uploading the server's datapack; every import is audited. */
export function staffAtlasRoutes() {
  const router = createRouter();
  router.openapi(imports, async (c) => c.json(await listImports(c.get('deps').db), 200));
  router.openapi(upload, async (c) => {
    const file = await readDatapackPart(c);
    return c.json(await uploadDatapack(c.get('deps').db, c.get('user'), file), 200);
  });
  return router;
}
