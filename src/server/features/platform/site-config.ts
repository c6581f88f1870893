import { createRoute } from '@hono/zod-openapi';
import { siteConfigSchema } from '../../../domain/site/site-config.ts';
import type { createRouter } from '../../http/context.ts';

const siteConfig = createRoute({
  method: 'get',
  path: '/site-config',
  tags: ['platform'],
  summary: 'The public links the site shows, as configured on the server (customer portal, Discord invite)',
  responses: {
    200: { description: 'Site links', content: { 'application/json': { schema: siteConfigSchema } } },
  },
});

/** The web app reads these instead of carrying its own copies, so configuring the server configures the page. */
export function addSiteConfigRoute(router: ReturnType<typeof createRouter>) {
  router.openapi(siteConfig, (c) => {
    const { config } = c.get('deps');
    return c.json({ customerPortalUrl: config.customerPortalUrl, discordInviteUrl: config.discord.defaultInvite }, 200);
  });
}
