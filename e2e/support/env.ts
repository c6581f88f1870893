// Overridable so that two checkouts (or two people) on one machine can run the journeys at once.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 5455);
export const E2E_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${E2E_PG_PORT}/app`;
// Configured on the e2e server so journeys can see a configured link reach the page (not a default of the code).
export const E2E_SITE_LINKS = {
  customerPortalUrl: 'https://billing.stripe.com/p/login/e2e-configured-portal',
  discordInviteUrl: 'https://discord.gg/e2e-configured-invite',
};
// The Minecraft server the e2e server is configured with, unlike the code's defaults (play.cobbleleague.example, 1.21.1).
export const E2E_MINECRAFT = { address: 'mc.e2e-configured.test:25570', version: '1.20.1' };
