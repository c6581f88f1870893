import { createRoute } from '@hono/zod-openapi';
import { siteConfigSchema } from '../../../domain/site/site-config.ts';
import type { createRouter } from '../../http/context.ts';

const siteConfig = createRoute({
  method: 'get',
  path: '/site-config',
  tags: ['platform'],
  summary:
    'What the site shows as configured on the server: the customer portal and Discord invite links, the Minecraft server address and version',
  responses: {
    200: { description: 'Site configuration', content: { 'application/json': { schema: siteConfigSchema } } },
  },
});

/** The web app reads these instead of carrying its own copies, so configuring the server configures the page. */
export function addSiteConfigRoute(router: ReturnType<typeof createRouter>) {
  router.openapi(siteConfig, (c) => {
    const { config } = c.get('deps');
    return c.json(
      {
        customerPortalUrl: config.customerPortalUrl,
        discordInviteUrl: config.discord.defaultInvite,
        minecraftServerAddress: config.minecraft.serverAddress,
        minecraftVersion: config.minecraft.version,
      },
      200,
    );
  });
}
