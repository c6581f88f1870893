import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

describe('GET /api/site-config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      CUSTOMER_PORTAL_URL: 'https://billing.stripe.com/p/login/configured',
      DISCORD_INVITE_URL: 'https://discord.gg/configured',
      MINECRAFT_SERVER_ADDRESS: 'mc.configured.test:25566',
      MINECRAFT_VERSION: '1.20.1',
    });
  });
  afterAll(() => server.close());

  it('answers the configured links and Minecraft server to visitors', async () => {
    const res = await server.request('/api/site-config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      customerPortalUrl: 'https://billing.stripe.com/p/login/configured',
      discordInviteUrl: 'https://discord.gg/configured',
      minecraftServerAddress: 'mc.configured.test:25566',
      minecraftVersion: '1.20.1',
    });
  });
});

describe('the Minecraft server settings', () => {
  it('default to a placeholder address and the current version when unset or empty', () => {
    for (const env of [{}, { MINECRAFT_SERVER_ADDRESS: ' ', MINECRAFT_VERSION: '' }]) {
      expect(loadConfig(env).minecraft).toEqual({ serverAddress: 'play.cobbleleague.example', version: '1.21.1' });
    }
  });

  it('refuse an address a player could not type in Multiplayer, and a version that is not one', () => {
    expect(() => loadConfig({ MINECRAFT_SERVER_ADDRESS: 'https://play.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ MINECRAFT_SERVER_ADDRESS: 'https://play.example.com' })).toThrow(
      /MINECRAFT_SERVER_ADDRESS: Expected a host name or IP address/,
    );
    expect(() => loadConfig({ MINECRAFT_VERSION: 'latest' })).toThrow(
      /MINECRAFT_VERSION: Expected a Minecraft version/,
    );
  });
});
