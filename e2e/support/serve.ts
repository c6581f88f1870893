import { rmSync } from 'node:fs';
import { loadConfig } from '../../src/server/config.ts';
import { closeOnSignals, startServer } from '../../src/server/server.ts';
import { startStatusResponder } from '../../src/server/integrations/minecraft/stand-in/status-responder.ts';
import { E2E_MINECRAFT, E2E_MINECRAFT_STATUS, E2E_PG_PORT, E2E_PORT, E2E_SITE_LINKS, E2E_STATUS_PORT } from './env.ts';

// The server the journeys run against: built app, fresh embedded PostgreSQL, demo data.
// A directory of its own, so a second run can never delete the data of a server still in use.
const dataDir = `tmp/e2e-${process.pid}`;
rmSync(dataDir, { recursive: true, force: true });
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
// The Minecraft server answers its status ping from the stand-in, as a real one would (issue 36).
await startStatusResponder({ port: E2E_STATUS_PORT, status: () => E2E_MINECRAFT_STATUS });
const server = await startServer(
  loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(E2E_PG_PORT),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_PER_MINUTE: '100000',
    // Every journey signs in from this one address.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
    CUSTOMER_PORTAL_URL: E2E_SITE_LINKS.customerPortalUrl,
    DISCORD_INVITE_URL: E2E_SITE_LINKS.discordInviteUrl,
    MINECRAFT_SERVER_ADDRESS: E2E_MINECRAFT.address,
    MINECRAFT_VERSION: E2E_MINECRAFT.version,
  }),
  // E2E_WEB_ROOT: a build of one's own (`npx vite build --outDir ...`), when several people share a checkout.
  { webRoot: process.env.E2E_WEB_ROOT },
);
closeOnSignals(server);
