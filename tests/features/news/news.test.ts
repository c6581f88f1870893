import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsList, StaffNewsItem } from '../../../src/domain/news/news.ts';
import { auditLog, newsDiscordPosts, newsPosts } from '../../../src/server/db/schema/index.ts';
import { sendNewsPosts } from '../../../src/server/notifications/news-posts.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'News Writer');
  player = await signInAs(server, 'player', 'News Reader');
});
afterAll(() => server.close());

const write = (body: unknown, cookie = staff.cookie) =>
  server.request('/api/staff/news', { method: 'POST', cookie, json: body });
const publish = (id: string, published: boolean, cookie = staff.cookie) =>
  server.request(`/api/staff/news/${id}/published`, { method: 'PUT', cookie, json: { published } });
const publicNews = async () => json<NewsList>(await server.request('/api/news'));

describe('announcement input', () => {
  it.each([
    ['a blank title', { title: '  ', body: 'Text' }, 'title', 'The title is required.'],
    ['no text', { title: 'Title' }, 'body', 'The text must be text.'],
    ['a blank text', { title: 'Title', body: ' ' }, 'body', 'The text is required.'],
    ['a long title', { title: 't'.repeat(121), body: 'x' }, 'title', 'The title must be at most 120 characters.'],
  ])('%s is refused with a 400 naming the field', async (_, body, field, message) => {
    const res = await write(body);
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.fields?.[field]).toBe(message);
  });
});

describe('publishing', () => {
  it('only staff write, publish or post: a player gets 403, a visitor 401', async () => {
    expect((await write({ title: 'Player news', body: 'x' }, player.cookie)).status).toBe(403);
    expect((await server.request('/api/staff/news', { method: 'POST', json: { title: 'x', body: 'y' } })).status).toBe(
      401,
    );
    const draft = await json<StaffNewsItem>(await write({ title: 'Guarded', body: 'Text' }));
    expect((await publish(draft.id, true, player.cookie)).status).toBe(403);
    const posted = await server.request(`/api/staff/news/${draft.id}/discord`, {
      method: 'POST',
      cookie: player.cookie,
    });
    expect(posted.status).toBe(403);
    expect((await publicNews()).posts.some((p) => p.id === draft.id)).toBe(false);
  });

  it('a published announcement is public, its formatting kept and any HTML only text; unpublishing hides it', async () => {
    const res = await write({
      title: 'Season 2 is near',
      body: 'It **starts** soon.\n\n<script>alert("x")</script><img src=x onerror=alert(1)>',
    });
    expect(res.status).toBe(201);
    const draft = await json<StaffNewsItem>(res);
    expect(draft.publishedAt).toBeNull();
    expect((await publish(draft.id, true)).status).toBe(200);
    // The public list is cached; the cache hears of the change through the database's change notice, a moment later.
    await expect.poll(async () => (await publicNews()).posts.some((p) => p.id === draft.id)).toBe(true);
    const shown = (await publicNews()).posts.find((p) => p.id === draft.id)!;
    expect(shown.title).toBe('Season 2 is near');
    expect(shown.html).toContain('<strong>starts</strong>');
    expect(shown.html).not.toMatch(/<script|<img/i);
    expect(shown.html).toContain('&lt;script&gt;');
    const actions = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, draft.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['news.create', 'news.publish']);

    expect((await publish(draft.id, false)).status).toBe(200);
    await expect.poll(async () => (await publicNews()).posts.some((p) => p.id === draft.id)).toBe(false);
  });

  it('an edit and a delete are audited; an unknown id is a 404', async () => {
    const draft = await json<StaffNewsItem>(await write({ title: 'Typo', body: 'Text' }));
    const edited = await server.request(`/api/staff/news/${draft.id}`, {
      method: 'PUT',
      cookie: staff.cookie,
      json: { title: 'Fixed', body: 'Text' },
    });
    expect((await json<StaffNewsItem>(edited)).title).toBe('Fixed');
    expect(
      (await server.request(`/api/staff/news/${draft.id}`, { method: 'DELETE', cookie: staff.cookie })).status,
    ).toBe(204);
    expect(await server.deps.db.select().from(newsPosts).where(eq(newsPosts.id, draft.id))).toEqual([]);
    const actions = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, draft.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['news.create', 'news.delete', 'news.update']);
    const missing = await publish(draft.id, true);
    expect(missing.status).toBe(404);
    expect((await json<ErrorBody>(missing)).error.message).toBe('No announcement has this id.');
  });
});

describe('the Discord channel', () => {
  const received = async () =>
    (
      await json<{ messages: { content: string; embeds: { title: string }[] }[] }>(
        await server.request('/dev/discord/webhooks.json'),
      )
    ).messages.filter((m) => m.embeds[0]?.title === 'Shared announcement');
  const sendDue = () =>
    sendNewsPosts({
      db: server.deps.db,
      webhookUrl: server.deps.config.discord.staffWebhookUrl!,
      publicUrl: server.deps.config.publicUrl,
    });
  const share = (id: string) =>
    server.request(`/api/staff/news/${id}/discord`, { method: 'POST', cookie: staff.cookie });

  it('takes a published announcement only, and posts it once however often staff ask', async () => {
    const draft = await json<StaffNewsItem>(await write({ title: 'Shared announcement', body: 'See you **there**' }));
    const early = await share(draft.id);
    expect(early.status).toBe(409);
    expect((await json<ErrorBody>(early)).error.message).toBe('Publish the announcement before posting it to Discord.');
    await publish(draft.id, true);

    expect((await share(draft.id)).status).toBe(202);
    const again = await share(draft.id);
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.message).toBe('This announcement has already been posted to Discord.');

    await sendDue();
    await sendDue();
    const messages = await received();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toBe('New announcement');
    const [row] = await server.deps.db.select().from(newsDiscordPosts).where(eq(newsDiscordPosts.newsId, draft.id));
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.sentAt).not.toBeNull();
  });
});
