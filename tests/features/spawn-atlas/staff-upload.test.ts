import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpawnAtlas } from '../../../src/domain/spawn-atlas/views.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { pool, poolPath, spawn, zipPack } from './datapack-fixture.ts';

let server: TestServer;
let staff: SignedIn;
const callers: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Atlas Staff');
  callers.player = (await signInAs(server, 'player', 'Atlas Player')).cookie;
  callers['gym leader'] = (await signInAs(server, 'gym leader', 'Atlas Leader')).cookie;
  callers.admin = (await signInAs(server, 'admin', 'Atlas Admin')).cookie;
});
afterAll(() => server.close());

const PACK = {
  [poolPath('mew')]: pool(spawn('mew-1', 'mew')),
  [poolPath('buzzwole')]: pool(spawn('buzzwole-1', 'buzzwole')),
};

function upload(bytes: Uint8Array | string, cookie?: string, name = 'pack.zip') {
  const form = new FormData();
  form.append('datapack', new Blob([bytes as BlobPart]), name);
  return server.request('/api/staff/uploads/spawn-atlas', { method: 'POST', body: form, cookie });
}
const atlasNames = async () =>
  (await json<SpawnAtlas>(await server.request('/api/spawn-atlas'))).entries.map((e) => e.name);

describe('staff upload of a datapack zip', () => {
  it('is refused to visitors, players and gym leaders', async () => {
    expect((await upload(zipPack(PACK))).status).toBe(401);
    expect((await upload(zipPack(PACK), callers.player)).status).toBe(403);
    expect((await upload(zipPack(PACK), callers['gym leader'])).status).toBe(403);
    expect((await server.request('/api/staff/spawn-atlas/imports', { cookie: callers.player })).status).toBe(403);
    expect(await atlasNames()).toEqual([]);
  });

  it('replaces the public atlas, says what it read and writes the audit log', async () => {
    const res = await upload(zipPack(PACK), staff.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      species: 2,
      spawns: 2,
      message: 'Read 2 spawns in 2 files: 2 species in the atlas.',
    });
    expect(await atlasNames()).toEqual(['Buzzwole', 'Mew']);
    const { rows } = await server.deps.db.execute<{ actor_id: string; action: string }>(
      sql`select actor_id, action from audit_log where action = 'spawn_atlas.import'`,
    );
    expect(rows).toEqual([{ actor_id: staff.id, action: 'spawn_atlas.import' }]);
    const list = await json<{ imports: { source: string; importedBy: string }[] }>(
      await server.request('/api/staff/spawn-atlas/imports', { cookie: staff.cookie }),
    );
    expect(list.imports[0]).toMatchObject({ source: 'pack.zip', importedBy: 'Atlas Staff' });
  });

  it('an admin may upload too', async () => {
    expect((await upload(zipPack(PACK), callers.admin)).status).toBe(200);
  });

  it('names each bad file and leaves the atlas and the audit log as they were', async () => {
    const res = await upload(zipPack({ ...PACK, [poolPath('broken')]: '{ nope' }), staff.cookie);
    expect(res.status).toBe(400);
    const body = await json<{ error: { message: string; fields: Record<string, string> } }>(res);
    expect(body.error.message).toBe('The datapack was not imported: 1 problem (the atlas is unchanged).');
    expect(body.error.fields['my-pack/data/testpack/spawn_pool_world/broken.json']).toMatch(/^Malformed JSON: /);
    expect(await atlasNames()).toEqual(['Buzzwole', 'Mew']);
  });

  it('answers clear errors for no file, a file that is not a zip, and one over the limit', async () => {
    const empty = await server.request('/api/staff/uploads/spawn-atlas', {
      method: 'POST',
      body: new FormData(),
      cookie: staff.cookie,
    });
    expect((await json<{ error: { message: string } }>(empty)).error.message).toBe(
      'Choose a datapack .zip file to upload.',
    );
    const text = await upload('hello', staff.cookie, 'pack.txt');
    expect((await json<{ error: { message: string } }>(text)).error.message).toBe('The datapack must be a .zip file.');
    const notZip = await upload('hello', staff.cookie, 'pack.zip');
    expect(notZip.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(notZip)).error.fields).toEqual({
      '(datapack)': 'The file is not a readable zip archive.',
    });
    const big = await upload(new Uint8Array(21 * 1024 * 1024), staff.cookie);
    expect(big.status).toBe(413);
    expect((await json<{ error: { message: string } }>(big)).error.message).toBe(
      'The datapack is too large (20 MB at most).',
    );
    const json400 = await server.request('/api/staff/uploads/spawn-atlas', {
      method: 'POST',
      json: {},
      cookie: staff.cookie,
    });
    expect((await json<{ error: { message: string } }>(json400)).error.message).toBe(
      'Send the datapack as multipart/form-data with a "datapack" file part.',
    );
    expect(await atlasNames()).toEqual(['Buzzwole', 'Mew']);
  });
});
