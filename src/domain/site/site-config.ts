import { z } from 'zod';

/** A Minecraft server address as a player types it in Multiplayer: a host name or IPv4 address, with an optional port. */
export const minecraftServerAddress = z
  .string()
  .trim()
  .regex(
    /^(?=.{1,253}(:\d{1,5})?$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:\d{1,5})?$/,
    'Expected a host name or IP address, with an optional :port (play.example.com or play.example.com:25565)',
  );

/** The Minecraft (Java Edition) version the server runs, as the launcher names it: 1.21.1. */
export const minecraftVersion = z
  .string()
  .trim()
  .regex(/^\d+\.\d+(\.\d+)?$/, 'Expected a Minecraft version such as 1.21.1');

/**
 * What the site shows that an operator configures: the public links (CUSTOMER_PORTAL_URL, DISCORD_INVITE_URL) and
 * the Minecraft server players join (MINECRAFT_SERVER_ADDRESS, MINECRAFT_VERSION).
 */
export const siteConfigSchema = z
  .object({
    customerPortalUrl: z.url(),
    discordInviteUrl: z.url(),
    minecraftServerAddress,
    minecraftVersion,
  })
  .meta({ id: 'SiteConfig' });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
