/**
 * The port of the Server List Ping stand-in the bench server reads the Minecraft server's status from: run.ts
 * configures the server with it (MINECRAFT_SERVER_ADDRESS) and scenarios/server-status.ts listens on it. Between
 * the site's port and the bare servers' (PORT + 100 on).
 */
export const statusPort = (sitePort: number): number => sitePort + 60;
