import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

try {
  const config = loadConfig();
  const running = await startServer(config);
  const stop = (signal: string) => {
    console.log(`${signal} received`);
    running.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
