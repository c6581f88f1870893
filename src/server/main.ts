import { ConfigError, loadConfig } from './config.ts';
import { startMinecraftStandIn } from './integrations/minecraft/stand-in/index.ts';
import { closeOnSignals, startServer } from './server.ts';

try {
  const config = loadConfig();
  const running = await startServer(config);
  // Outside production a stand-in Minecraft server answers RCON and status pings (never in production).
  if (!config.isProduction) await startMinecraftStandIn(config.minecraft, running.deps.log);
  closeOnSignals(running);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
