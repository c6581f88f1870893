import { z } from 'zod';

/** The public links the site shows that an operator configures (CUSTOMER_PORTAL_URL, DISCORD_INVITE_URL). */
export const siteConfigSchema = z
  .object({
    customerPortalUrl: z.url(),
    discordInviteUrl: z.url(),
  })
  .meta({ id: 'SiteConfig' });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
