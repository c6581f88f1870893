import { ConfigError, loadConfig } from './config.ts';
import { closeOnSignals, startServer } from './server.ts';

try {
  closeOnSignals(await startServer(loadConfig()));
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
