import type { Logger } from 'pino';
import { z } from 'zod';
import { startRconServer, type RunningRconServer } from './rcon-server.ts';
import { startStatusResponder, type StatusResponder } from './status-responder.ts';
import { StandInWorld } from './world.ts';

// `npm start` outside production: one stand-in Minecraft server (RCON console + Server List Ping) on
// this machine, so the footer shows a live status and `npm run bridge` can run offline. Its settings are
// read here, not in config.ts, because only development uses them.

const settings = z.object({
  RCON_STAND_IN_PORT: z.coerce.number().int().min(1).max(65535).default(25575),
  RCON_STAND_IN_PASSWORD: z.string().min(1).default('stand-in'),
});

/** Java Edition 1.21.1 speaks protocol 767. */
const PROTOCOL = 767;

export interface MinecraftStandIn {
  world: StandInWorld;
  close: () => Promise<void>;
}

/** Starts what it can; a port in use is logged and skipped, development carries on without it. */
export async function startMinecraftStandIn(
  o: { serverAddress: string; version: string },
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
): Promise<MinecraftStandIn> {
  const s = settings.parse(env);
  const world = new StandInWorld(20, 'Cobble League (development stand-in)', o.version);
  let rcon: RunningRconServer | undefined;
  let status: StatusResponder | undefined;
  try {
    rcon = await startRconServer({ world, password: s.RCON_STAND_IN_PASSWORD, port: s.RCON_STAND_IN_PORT });
    log.info({ port: rcon.port, password: s.RCON_STAND_IN_PASSWORD }, 'minecraft stand-in: RCON console listening');
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'minecraft stand-in: RCON console not started');
  }
  const port = Number(/:(\d+)$/.exec(o.serverAddress)?.[1] ?? 25565);
  try {
    status = await startStatusResponder({
      port,
      status: () => ({
        version: { name: world.version, protocol: PROTOCOL },
        players: {
          online: world.online.size,
          max: world.maxPlayers,
          sample: world
            .players()
            .slice(0, 12)
            .map((p) => ({ name: p.name, id: p.uuid })),
        },
        motd: world.motd,
      }),
    });
    log.info({ port: status.port }, 'minecraft stand-in: Server List Ping listening');
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'minecraft stand-in: Server List Ping not started');
  }
  return {
    world,
    close: async () => {
      await rcon?.close();
      await status?.close();
    },
  };
}
