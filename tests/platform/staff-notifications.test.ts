import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffNotifications, supportTickets } from '../../src/server/db/schema/index.ts';
import { sendStaffNotifications } from '../../src/server/notifications/staff-notifications.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../staff/helpers.ts';

let server: TestServer;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  player = await signInAs(server, 'player', 'Notifier');
});
afterAll(() => server.close());

const standIn = (path: string, init?: Parameters<TestServer['request']>[1]) =>
  server.request(`/dev/discord${path}`, init);
const received = async () =>
  (await json<{ messages: { content: string; embeds: { title: string }[] }[] }>(await standIn('/webhooks.json')))
    .messages;
// What the job does every few seconds, run by hand so the test decides when.
const sendDue = () =>
  sendStaffNotifications({
    db: server.deps.db,
    webhookUrl: server.deps.config.discord.staffWebhookUrl!,
    publicUrl: server.deps.config.publicUrl,
  });

describe('staff notifications', () => {
  it('a ticket filed while the webhook is down is accepted, and posted once it is back', async () => {
    expect(server.deps.config.discord.staffWebhookUrl).toMatch(/\/dev\/discord\/api\/webhooks\//);
    await standIn('/webhooks/down', { method: 'POST', json: { down: true } });
    const res = await server.request('/api/support-tickets', {
      method: 'POST',
      cookie: player.cookie,
      json: { email: 'n@example.test', category: 'technical', subject: 'Webhook outage ticket', message: 'Hi' },
    });
    expect(res.status).toBe(201);
    const [ticket] = await server.deps.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.subject, 'Webhook outage ticket'));
    const [queued] = await server.deps.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.itemId, ticket!.id));
    expect(queued).toMatchObject({ requestKind: 'tickets', sentAt: null });

    await sendDue();
    const [failed] = await server.deps.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.id, queued!.id));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: 'HTTP 503' });
    expect((await received()).some((m) => m.embeds[0]?.title === 'Webhook outage ticket')).toBe(false);

    await standIn('/webhooks/down', { method: 'POST', json: { down: false } });
    await new Promise((r) => setTimeout(r, 1_100)); // the first retry waits a second
    await sendDue();
    const [sent] = await server.deps.db.select().from(staffNotifications).where(eq(staffNotifications.id, queued!.id));
    expect(sent!.sentAt).not.toBeNull();
    const msg = (await received()).find((m) => m.embeds[0]?.title === 'Webhook outage ticket');
    expect(msg?.content).toBe('New support ticket');
    expect(await (await standIn('/webhooks')).text()).toContain('Webhook outage ticket');
  });
});
