import type { StatusFields } from '../../src/server/integrations/minecraft/stand-in/status-responder.ts';

// Overridable so that two checkouts (or two people) on one machine can run the journeys at once.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 5455);
export const E2E_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${E2E_PG_PORT}/app`;
// Configured on the e2e server so journeys can see a configured link reach the page (not a default of the code).
export const E2E_SITE_LINKS = {
  customerPortalUrl: 'https://billing.stripe.com/p/login/e2e-configured-portal',
  discordInviteUrl: 'https://discord.gg/e2e-configured-invite',
};
// The Server List Ping stand-in the e2e server reads the Minecraft server's status from (issue 36), and what it reports.
export const E2E_STATUS_PORT = Number(process.env.E2E_STATUS_PORT ?? E2E_PORT + 20_000);
export const E2E_MINECRAFT_STATUS: StatusFields = {
  version: { name: 'Cobblemon 1.20.1', protocol: 763 },
  players: { online: 7, max: 40 },
  motd: '§6Cobble League§r · e2e',
};
// The Minecraft server the e2e server is configured with, unlike the code's defaults (play.cobbleleague.example, 1.21.1):
// the stand-in's address, so the status the pages show is the one it reports.
export const E2E_MINECRAFT = { address: `127.0.0.1:${E2E_STATUS_PORT}`, version: '1.20.1' };
