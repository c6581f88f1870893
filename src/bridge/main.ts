import pino from 'pino';
import { startBridge } from './bridge.ts';
import { BridgeConfigError, loadBridgeConfig } from './config.ts';

// `npm run bridge`: the Minecraft server's side of the league without a mod (docs/game-server.md).

let config;
try {
  config = loadBridgeConfig();
} catch (err) {
  if (!(err instanceof BridgeConfigError)) throw err;
  console.error(`The bridge cannot start:\n${err.message}`);
  process.exit(2);
}
const log = pino({ name: 'bridge', level: config.logLevel, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
const bridge = startBridge(config, log);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    log.info({ signal }, 'stopping');
    bridge.stop().then(() => process.exit(0));
  });
