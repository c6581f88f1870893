import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsImageUpload, NewsList, StaffNewsItem } from '../../../src/domain/news/news.ts';
import { auditLog, newsImages, newsPosts } from '../../../src/server/db/schema/index.ts';
import { storageFor } from '../../../src/server/storage/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { jpeg, pdf, png, svg } from './sample-images.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Image Writer');
  player = await signInAs(server, 'player', 'Image Reader');
});
afterAll(() => server.close());

function upload(bytes: Buffer, name: string, type: string, cookie: string | null = staff.cookie) {
  const form = new FormData();
  form.append('image', new Blob([bytes as BlobPart], { type }), name);
  return server.request('/api/staff/uploads/news-images', { method: 'POST', body: form, cookie: cookie ?? undefined });
}
const uploaded = async (bytes = png(40, 30)) => json<NewsImageUpload>(await upload(bytes, 'banner.png', 'image/png'));
const write = (body: unknown) =>
  server.request('/api/staff/news', { method: 'POST', cookie: staff.cookie, json: body });
const publish = (id: string) =>
  server.request(`/api/staff/news/${id}/published`, { method: 'PUT', cookie: staff.cookie, json: { published: true } });
const publicNews = async () => json<NewsList>(await server.request('/api/news'));
const storedKeys = async () => {
  const keys: string[] = [];
  for await (const o of storageFor(server.deps.config).list(`news/${staff.id}/`)) keys.push(o.key);
  return keys;
};

describe('uploading an image', () => {
  it('is for staff only: a visitor gets 401, a player 403', async () => {
    expect((await upload(png(2, 2), 'a.png', 'image/png', null)).status).toBe(401);
    expect((await upload(png(2, 2), 'a.png', 'image/png', player.cookie)).status).toBe(403);
  });

  it.each([
    ['a PDF named .png', pdf(), 'fake.png', 'image/png', 'Only PNG, JPEG, GIF or WebP images are accepted.'],
    ['an SVG', svg(), 'logo.svg', 'image/svg+xml', 'Only PNG, JPEG, GIF or WebP images are accepted.'],
    [
      'an image over 4096 pixels wide',
      png(5000, 1),
      'wide.png',
      'image/png',
      'The image is too large: at most 4096 × 4096 pixels.',
    ],
    [
      'a file over 5 MB',
      Buffer.concat([png(1, 1), Buffer.alloc(5 * 1024 * 1024)]),
      'big.png',
      'image/png',
      'The image is larger than 5 MB.',
    ],
  ])('refuses %s with a 400 naming the image, storing nothing', async (_, bytes, name, type, message) => {
    const res = await upload(bytes, name, type);
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error).toMatchObject({ message, fields: { image: message } });
    expect(await server.deps.db.select().from(newsImages).where(eq(newsImages.uploadedBy, staff.id))).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it('stores a PNG or a JPEG with its size read from the bytes, and audits it', async () => {
    const bytes = png(40, 30);
    const res = await upload(bytes, 'banner.png', 'application/octet-stream');
    expect(res.status).toBe(201);
    const image = await json<NewsImageUpload>(res);
    expect(image).toEqual({ id: image.id, url: `/api/news/images/${image.id}`, width: 40, height: 30 });
    const [row] = await server.deps.db.select().from(newsImages).where(eq(newsImages.id, image.id));
    expect(row).toMatchObject({
      contentType: 'image/png',
      width: 40,
      height: 30,
      sizeBytes: bytes.length,
      uploadedBy: staff.id,
    });
    expect(row!.storageKey).toBe(`news/${staff.id}/${image.id}.png`);
    const audited = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, image.id));
    expect(audited.map((a) => [a.action, a.actorId])).toEqual([['news.image_upload', staff.id]]);

    const photo = await json<NewsImageUpload>(await upload(jpeg(3, 2), 'photo.jpg', 'image/jpeg'));
    expect([photo.width, photo.height]).toEqual([3, 2]);
    const [jpegRow] = await server.deps.db.select().from(newsImages).where(eq(newsImages.id, photo.id));
    expect(jpegRow!.contentType).toBe('image/jpeg');
  });
});

describe('an announcement with an image', () => {
  it('refuses an unknown image id, and an image without its alternative text, with a 400', async () => {
    const unknown = await write({ title: 'Ghost image', body: 'x', imageId: crypto.randomUUID(), imageAlt: 'A ghost' });
    expect(unknown.status).toBe(400);
    expect((await json<ErrorBody>(unknown)).error.fields?.imageId).toBe(
      'No uploaded image has this id. Upload the image again.',
    );
    const image = await uploaded();
    const noAlt = await write({ title: 'Mute image', body: 'x', imageId: image.id, imageAlt: '  ' });
    expect(noAlt.status).toBe(400);
    expect((await json<ErrorBody>(noAlt)).error.fields?.imageAlt).toBe(
      'Describe the image for people who cannot see it.',
    );
    const titles = (await server.deps.db.select().from(newsPosts)).map((p) => p.title);
    expect(titles).not.toContain('Ghost image');
    expect(titles).not.toContain('Mute image');
  });

  it('is public once published: the image with its size and text on the list, its bytes with their type', async () => {
    const bytes = png(64, 48);
    const image = await uploaded(bytes);
    // Before it is published only staff see the image (their form's preview).
    expect((await server.request(image.url)).status).toBe(404);
    expect((await server.request(image.url, { cookie: player.cookie })).status).toBe(404);
    const preview = await server.request(image.url, { cookie: staff.cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');

    const draft = await json<StaffNewsItem>(
      await write({ title: 'Pictured', body: 'Look', imageId: image.id, imageAlt: ' The new arena at dusk ' }),
    );
    expect(draft.image).toEqual({ ...image, alt: 'The new arena at dusk' });
    await publish(draft.id);
    // The public list is cached until the change feed reports the change, a moment after the write.
    await expect
      .poll(async () => (await publicNews()).posts.find((p) => p.id === draft.id)?.image)
      .toEqual({ url: image.url, width: 64, height: 48, alt: 'The new arena at dusk' });

    const res = await server.request(image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const res = await server.request(`/api/news/images/${id}`, { cookie: staff.cookie });
      expect(res.status).toBe(404);
      expect((await json<ErrorBody>(res)).error.message).toBe('No image has this id.');
    }
  });

  it('loses its image when staff remove it', async () => {
    const image = await uploaded();
    const post = await json<StaffNewsItem>(
      await write({ title: 'Unpictured', body: 'x', imageId: image.id, imageAlt: 'Alt' }),
    );
    await publish(post.id);
    const edited = await server.request(`/api/staff/news/${post.id}`, {
      method: 'PUT',
      cookie: staff.cookie,
      json: { title: 'Unpictured', body: 'x', imageId: null, imageAlt: 'Alt' },
    });
    expect((await json<StaffNewsItem>(edited)).image).toBeNull();
    const [row] = await server.deps.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    expect([row!.imageId, row!.imageAlt]).toEqual([null, null]);
    await expect.poll(async () => (await publicNews()).posts.find((p) => p.id === post.id)?.image).toBeNull();
    // No published announcement shows it any more: it is staff's again.
    expect((await server.request(image.url)).status).toBe(404);
  });
});
