import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { startSmtpStandIn } from './integrations/mail/stand-in.ts';
import { startMinecraftStandIn } from './integrations/minecraft/stand-in/index.ts';
import { closeOnSignals, startServer } from './server.ts';

try {
  const config = loadConfig();
  const running = await startServer(config);
  // Outside production a stand-in Minecraft server answers RCON and status pings (never in production).
  if (!config.isProduction) await startMinecraftStandIn(config.minecraft, running.deps.log);
  // Without SMTP_URL, development mails players through a local SMTP stand-in that keeps them as .eml files.
  if (config.mail.standIn) {
    const dir = path.join(config.dataDir, 'dev-mail');
    await startSmtpStandIn({ port: Number(new URL(config.mail.smtpUrl!).port), dir }).then(
      (s) => running.deps.log.info({ port: s.port, dir }, 'mail stand-in: SMTP listening'),
      (err: Error) => running.deps.log.warn({ err: err.message }, 'mail stand-in: SMTP not started'),
    );
  }
  closeOnSignals(running);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
