import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsImageUpload, StaffNewsItem } from '../../../src/domain/news/news.ts';
import { newsImages } from '../../../src/server/db/schema/index.ts';
import { uploadNewsImage } from '../../../src/server/features/staff-news/upload-image.ts';
import { sendNewsPosts } from '../../../src/server/notifications/news-posts.ts';
import { storageFor } from '../../../src/server/storage/index.ts';
import { sweepNewsImages } from '../../../src/server/storage/news-images.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { png } from './sample-images.ts';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000);

let dataDir: string;
let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  // Its own data directory: the sweep looks at every file under news/.
  dataDir = mkdtempSync(path.join(tmpdir(), 'cobble-news-images-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  staff = await signInAs(server, 'staff', 'Sweep Writer');
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(): Promise<NewsImageUpload> {
  const form = new FormData();
  form.append('image', new Blob([png(8, 8) as BlobPart], { type: 'image/png' }), 'x.png');
  const res = await server.request('/api/staff/uploads/news-images', {
    method: 'POST',
    body: form,
    cookie: staff.cookie,
  });
  expect(res.status).toBe(201);
  return json<NewsImageUpload>(res);
}
const save = async (body: object, id?: string) =>
  json<StaffNewsItem>(
    await server.request(id ? `/api/staff/news/${id}` : '/api/staff/news', {
      method: id ? 'PUT' : 'POST',
      cookie: staff.cookie,
      json: { title: 'Swept', body: 'x', ...body },
    }),
  );
const fileOf = (key: string) => path.join(dataDir, 'uploads', ...key.split('/'));
const keyOf = async (id: string) =>
  (await server.deps.db.select().from(newsImages).where(eq(newsImages.id, id)))[0]?.storageKey;
/** Uploaded two hours ago, as far as the row and the file tell. */
async function age(id: string) {
  const key = (await keyOf(id))!;
  await server.deps.db.update(newsImages).set({ createdAt: TWO_HOURS_AGO }).where(eq(newsImages.id, id));
  utimesSync(fileOf(key), TWO_HOURS_AGO, TWO_HOURS_AGO);
  return key;
}
function writeOnDisk(key: string, when: Date) {
  mkdirSync(path.dirname(fileOf(key)), { recursive: true });
  writeFileSync(fileOf(key), 'bytes');
  utimesSync(fileOf(key), when, when);
}
const sweep = () => sweepNewsImages({ db: server.deps.db, storage: storageFor(server.deps.config) });

describe('the sweep of unused images', () => {
  it('removes old images no announcement names, row and file; keeps named and young ones', async () => {
    const [unused, replaced, kept, young] = [await upload(), await upload(), await upload(), await upload()];
    const post = await save({ imageId: replaced.id, imageAlt: 'First' });
    await save({ imageId: kept.id, imageAlt: 'Second' }, post.id);
    const keys = { unused: await age(unused.id), replaced: await age(replaced.id), kept: await age(kept.id) };
    const youngKey = (await keyOf(young.id))!;
    // A crash between a write and its row: an old file no row names goes, a young one and a stranger's stay.
    const crashed = `news/${staff.id}/${crypto.randomUUID()}.png`;
    const inFlight = `news/${staff.id}/${crypto.randomUUID()}.png`;
    const stranger = `news/${crypto.randomUUID()}/${crypto.randomUUID()}.png`;
    writeOnDisk(crashed, TWO_HOURS_AGO);
    writeOnDisk(inFlight, new Date());
    writeOnDisk(stranger, TWO_HOURS_AGO);

    expect(await sweep()).toBe(3);
    const rows = await server.deps.db.select({ id: newsImages.id }).from(newsImages);
    expect(rows.map((r) => r.id).sort()).toEqual([kept.id, young.id].sort());
    const onDisk = (key: string) => existsSync(fileOf(key));
    expect([keys.unused, keys.replaced, crashed].map(onDisk)).toEqual([false, false, false]);
    expect([keys.kept, youngKey, inFlight, stranger].map(onDisk)).toEqual([true, true, true, true]);
    expect((await server.request(kept.url, { cookie: staff.cookie })).status).toBe(200);
    expect((await server.request(unused.url, { cookie: staff.cookie })).status).toBe(404);

    // A deleted announcement's image goes the same way.
    await server.request(`/api/staff/news/${post.id}`, { method: 'DELETE', cookie: staff.cookie });
    expect(await sweep()).toBe(1);
    expect(onDisk(keys.kept)).toBe(false);
  });
});

describe('the Discord post', () => {
  it("carries the announcement's image at the site's public address", async () => {
    const image = await upload();
    const post = await save({ title: 'Pictured on Discord', imageId: image.id, imageAlt: 'The arena' });
    await server.request(`/api/staff/news/${post.id}/published`, {
      method: 'PUT',
      cookie: staff.cookie,
      json: { published: true },
    });
    expect(
      (await server.request(`/api/staff/news/${post.id}/discord`, { method: 'POST', cookie: staff.cookie })).status,
    ).toBe(202);
    const { publicUrl, discord } = server.deps.config;
    await sendNewsPosts({ db: server.deps.db, webhookUrl: discord.staffWebhookUrl!, publicUrl });
    const { messages } = await json<{ messages: { embeds: { title: string; image?: { url: string } }[] }[] }>(
      await server.request('/dev/discord/webhooks.json'),
    );
    const embed = messages.map((m) => m.embeds[0]).find((e) => e?.title === 'Pictured on Discord');
    expect(embed?.image).toEqual({ url: `${publicUrl}/api/news/images/${image.id}` });
    const { rows } = await server.deps.db.execute(sql`select 1 from news_discord_posts where sent_at is not null`);
    expect(rows).toHaveLength(1);
  });
});

describe('a failed upload', () => {
  it('removes its file when its row did not commit', async () => {
    const storage = storageFor(server.deps.config);
    const log = { error: () => undefined } as unknown as Logger;
    // An uploader no account has: the row's foreign key refuses it after the file is written.
    const ghost = 'no-such-account';
    await expect(
      uploadNewsImage(
        { db: server.deps.db, storage, log },
        { id: ghost },
        { bytes: png(8, 8), contentType: 'image/png', width: 8, height: 8 },
      ),
    ).rejects.toThrow();
    const left: string[] = [];
    for await (const o of storage.list(`news/${ghost}/`)) left.push(o.key);
    expect(left).toEqual([]);
    expect(await server.deps.db.select().from(newsImages).where(eq(newsImages.uploadedBy, ghost))).toEqual([]);
  });
});
