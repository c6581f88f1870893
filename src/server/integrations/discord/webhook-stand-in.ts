import { Hono } from 'hono';

// Discord's channel webhook, as the stand-in answers it: POST /api/webhooks/{id}/{token} with
// JSON {content, embeds}; 204 on success. What it received is shown at /dev/discord/webhooks.

export interface ReceivedWebhook {
  webhook: string;
  content: string;
  embeds: { title?: string; description?: string; url?: string }[];
  at: string;
}

const MAX_KEPT = 200;
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function webhookStandIn() {
  const received: ReceivedWebhook[] = [];
  /** Tests turn the webhook off to check that a failed post is retried. */
  let down = false;
  const app = new Hono();
  app.post('/api/webhooks/:id/:token', async (c) => {
    if (down) return c.json({ message: 'Service unavailable' }, 503);
    const body = (await c.req.json().catch(() => null)) as Partial<ReceivedWebhook> | null;
    if (!body || (typeof body.content !== 'string' && !Array.isArray(body.embeds)))
      return c.json({ message: 'Cannot send an empty message', code: 50006 }, 400);
    received.unshift({
      webhook: c.req.param('id'),
      content: String(body.content ?? ''),
      embeds: Array.isArray(body.embeds) ? body.embeds.slice(0, 10) : [],
      at: new Date().toISOString(),
    });
    received.length = Math.min(received.length, MAX_KEPT);
    return c.body(null, 204);
  });
  app.get('/webhooks.json', (c) => c.json({ messages: received, down }));
  app.post('/webhooks/down', async (c) => {
    down = (await c.req.json<{ down?: boolean }>().catch(() => ({ down: true }))).down !== false;
    return c.json({ down });
  });
  app.get('/webhooks', (c) =>
    c.html(
      `<!doctype html><title>Discord stand-in: staff channel</title><h1>Staff channel</h1><ul>${received
        .map(
          (m) =>
            `<li><time>${escape(m.at)}</time> <strong>${escape(m.content)}</strong>${m.embeds
              .map((e) => ` — ${escape(e.title ?? '')}: ${escape(e.description ?? '')}`)
              .join('')}</li>`,
        )
        .join('')}</ul>`,
    ),
  );
  return app;
}
