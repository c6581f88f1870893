import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSchema } from '../../../src/domain/forms/application.ts';
import { storedFiles } from '../../../src/server/db/schema/index.ts';
import { checkApplicationFiles } from '../../../src/server/features/application/check-files.ts';
import { submitApplication as submitUseCase } from '../../../src/server/features/application/submit-application.ts';
import { createLocalDiskStorage } from '../../../src/server/storage/local-disk.ts';
import { signIn } from '../../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { countRows, filesUnder, submitApplication, userIdOf, validApplication } from './helpers.ts';
import { oversizedPng, sampleGif, sampleJpeg, samplePdf, samplePng, textPretendingToBePng } from './sample-files.ts';

let server: TestServer;
let dataDir: string;
let uploadsDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cobble-files-'));
  uploadsDir = path.join(dataDir, 'uploads');
  server = await startTestServer({
    DATA_DIR: dataDir,
    RATE_LIMIT_IP_PER_MINUTE: '10000',
    RATE_LIMIT_USER_PER_MINUTE: '10000',
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function applicant(name: string) {
  const cookie = await signIn(server, { newName: name });
  return { cookie, userId: await userIdOf(server, cookie) };
}

async function errorOf(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
}

describe('application files: accepted', () => {
  it('stores each file privately under data/uploads and lists their ids on the application', async () => {
    const { cookie, userId } = await applicant('With Files');
    const res = await submitApplication(server, cookie, validApplication(), [
      { name: 'resume.pdf', bytes: samplePdf(), type: 'application/pdf' },
      { name: 'badge.PNG', bytes: samplePng() },
      { name: 'team.jpeg', bytes: sampleJpeg() },
      { name: 'win.gif', bytes: sampleGif() },
    ]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; uploads: { id: string; name: string }[] };
    expect(body.uploads.map((u) => u.name)).toEqual(['resume.pdf', 'badge.PNG', 'team.jpeg', 'win.gif']);
    const rows = await server.deps.db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId));
    expect(rows.map((r) => r.contentType).sort()).toEqual(['application/pdf', 'image/gif', 'image/jpeg', 'image/png']);
    const { rows: apps } = await server.deps.db.execute<{ uploads: string[] }>(
      sql`select uploads from gym_leader_applications where id = ${body.id}`,
    );
    expect(apps[0]!.uploads).toEqual(body.uploads.map((u) => u.id));
    const onDisk = filesUnder(uploadsDir).filter((f) => f.startsWith(`applications/${userId}/`));
    expect(onDisk).toHaveLength(4);
    const png = rows.find((r) => r.originalName === 'badge.PNG')!;
    expect(readFileSync(path.join(uploadsDir, png.storageKey)).equals(samplePng())).toBe(true);
  });

  it('lets the owner and staff download a file; others get 404 and signed-out callers 401', async () => {
    const owner = await applicant('File Owner');
    const res = await submitApplication(server, owner.cookie, validApplication(), [
      { name: 'proof.png', bytes: samplePng() },
    ]);
    const fileId = ((await res.json()) as { uploads: { id: string }[] }).uploads[0]!.id;
    const own = await server.request(`/api/files/${fileId}`, { cookie: owner.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('content-disposition')).toContain('attachment; filename="proof.png"');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(samplePng())).toBe(true);

    const stranger = await applicant('Nosy Neighbour');
    expect((await server.request(`/api/files/${fileId}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await server.request(`/api/files/${fileId}`)).status).toBe(401);
    expect((await server.request(`/api/files/not-a-uuid`, { cookie: owner.cookie })).status).toBe(404);
    expect((await server.request(`/api/files/${randomUUID()}`, { cookie: owner.cookie })).status).toBe(404);

    const staff = await applicant('Staff Reviewer');
    await server.deps.db.execute(sql`update "user" set role = 'staff' where id = ${staff.userId}`);
    const reviewed = await server.request(`/api/files/${fileId}`, { cookie: staff.cookie });
    expect(reviewed.status).toBe(200);
    expect(Buffer.from(await reviewed.arrayBuffer()).equals(samplePng())).toBe(true);
  });
});

describe('application files: refused, and nothing is written', () => {
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    ({ cookie, userId } = await applicant('Refused Files'));
  });

  async function expectNothingWritten() {
    expect(await countRows(server, 'stored_files', userId)).toBe(0);
    expect(await countRows(server, 'gym_leader_applications', userId)).toBe(0);
    expect(filesUnder(uploadsDir).filter((f) => f.includes(userId))).toEqual([]);
  }

  it('a .png whose bytes are text, even after a good file', async () => {
    const err = await errorOf(
      await submitApplication(server, cookie, validApplication(), [
        { name: 'good.pdf', bytes: samplePdf() },
        { name: 'fake.png', bytes: textPretendingToBePng(), type: 'image/png' },
      ]),
    );
    expect(err.message).toBe("Failed to upload fake.png: The file's content is not a PNG image.");
    expect(err.fields).toEqual({ 'files.1': "The file's content is not a PNG image." });
    await expectNothingWritten();
  });

  it('a PDF named .png, and a text file named .txt', async () => {
    const pdfAsPng = await errorOf(
      await submitApplication(server, cookie, validApplication(), [{ name: 'doc.png', bytes: samplePdf() }]),
    );
    expect(pdfAsPng.message).toBe("Failed to upload doc.png: The file's content is not a PNG image.");
    const txt = await errorOf(
      await submitApplication(server, cookie, validApplication(), [
        { name: 'notes.txt', bytes: Buffer.from('hi'), type: 'image/png' },
      ]),
    );
    expect(txt.message).toBe('Failed to upload notes.txt: Only PDF, JPG, PNG or GIF files are accepted.');
    await expectNothingWritten();
  });

  it('more than 5 files', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `shot-${i}.png`, bytes: samplePng() }));
    expect((await errorOf(await submitApplication(server, cookie, validApplication(), six))).message).toBe(
      'You can upload a maximum of 5 files.',
    );
    await expectNothingWritten();
  });

  it('a file larger than 5MB', async () => {
    const err = await errorOf(
      await submitApplication(server, cookie, validApplication(), [{ name: 'huge.png', bytes: oversizedPng() }]),
    );
    expect(err.message).toBe('Failed to upload huge.png: huge.png is larger than 5MB.');
    await expectNothingWritten();
  });

  it('good files with an invalid application', async () => {
    const res = await submitApplication(server, cookie, validApplication({ rulesAcknowledgement: false }), [
      { name: 'ok.png', bytes: samplePng() },
    ]);
    expect((await errorOf(res)).fields?.rulesAcknowledgement).toBe('You must agree to all terms and conditions.');
    await expectNothingWritten();
  });

  it('a duplicate application with files leaves no new files behind', async () => {
    const dup = await applicant('Duplicate Files');
    expect(
      (await submitApplication(server, dup.cookie, validApplication(), [{ name: 'a.png', bytes: samplePng() }])).status,
    ).toBe(201);
    const res = await submitApplication(server, dup.cookie, validApplication(), [
      { name: 'b.png', bytes: samplePng() },
    ]);
    expect(res.status).toBe(409);
    expect(await countRows(server, 'stored_files', dup.userId)).toBe(1);
    expect(filesUnder(uploadsDir).filter((f) => f.includes(dup.userId))).toHaveLength(1);
  });

  it('two submissions at once: one is stored, the other refused, and only its files remain', async () => {
    const racer = await applicant('Racing Applicant');
    const send = () =>
      submitApplication(server, racer.cookie, validApplication(), [{ name: 'r.png', bytes: samplePng() }]);
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await countRows(server, 'stored_files', racer.userId)).toBe(1);
    expect(filesUnder(uploadsDir).filter((f) => f.includes(racer.userId))).toHaveLength(1);
  });

  it('when the database refuses the rows, the stored files are deleted again', async () => {
    const storage = createLocalDiskStorage(uploadsDir);
    // An account that does not exist: the file rows break their foreign key after the files are written.
    const ghost = { id: randomUUID(), name: 'Ghost', image: null, role: 'player' as const, discordId: null };
    const input = applicationSchema.parse(validApplication());
    const files = await checkApplicationFiles([new File([new Uint8Array(samplePng())], 'x.png')]);
    await expect(
      submitUseCase({ db: server.deps.db, storage, log: server.deps.log }, ghost, input, files),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
    expect(filesUnder(uploadsDir).filter((f) => f.includes(ghost.id))).toEqual([]);
  });
});
