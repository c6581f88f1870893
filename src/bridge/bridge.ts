import type { Logger } from 'pino';
import { Backoff, sleep } from './backoff.ts';
import type { BridgeConfig } from './config.ts';
import { deliver, outcomeFromJournal, type DeliverContext } from './deliver.ts';
import { GameConsole, NotSent } from './game-console.ts';
import { Journal } from './journal.ts';
import { SiteClient, SiteError, type Ack } from './site-client.ts';

/** Acknowledgements sent together while a batch runs (the rest at its end). */
const ACK_EVERY = 10;

export interface RunningBridge {
  stop: () => Promise<void>;
}

/**
 * Two loops: deliveries (list → lease → commands → acknowledge) and presence (list → POST /online).
 * Each waits with a doubling backoff while the Minecraft server or the site is away, and carries on
 * by itself when it is back.
 */
export function startBridge(config: BridgeConfig, log: Logger): RunningBridge {
  const site = new SiteClient(config.siteUrl, config.gameKey);
  const gameConsole = new GameConsole(
    {
      host: config.rconHost,
      port: config.rconPort,
      password: config.rconPassword,
      timeoutMs: config.rconTimeoutMs,
      setupCommands: config.setupCommands,
      namePattern: config.namePattern,
    },
    log,
  );
  const journal = new Journal(config.journalPath);
  const stopping = new AbortController();
  const failures: DeliverContext['failures'] = new Map();
  // Acknowledgements the site has not confirmed yet (it was away): sent before the next lease.
  let unsent: Ack[] = [];
  for (const id of journal.unacknowledged()) {
    const ack = outcomeFromJournal(id, journal.get(id)!);
    if (ack) unsent.push(ack);
  }
  if (unsent.length)
    log.info({ actions: unsent.length }, 'acknowledging actions the journal finished before a restart');

  async function sendAcks() {
    if (!unsent.length) return;
    await site.ack(unsent);
    journal.acknowledged(unsent.map((a) => a.id));
    for (const a of unsent) log.info({ action: a.id, status: a.status, error: a.error }, 'acknowledged');
    unsent = [];
  }

  async function deliveryCycle(): Promise<number> {
    await sendAcks();
    const players = await gameConsole.players();
    const online = new Map(players.map((p) => [p.uuid, p.name]));
    const lease = await site.lease({
      limit: config.batchSize,
      leaseSeconds: config.leaseSeconds,
      online: [...online.keys()],
    });
    const offline = [
      ...new Set(lease.actions.map((a) => a.player_uuid).filter((u): u is string => !!u && !online.has(u))),
    ];
    const names = offline.length ? await site.names(offline) : new Map<string, string>();
    const ctx: DeliverContext = { config, console: gameConsole, journal, online, names, failures };
    try {
      for (const action of lease.actions) {
        if (stopping.signal.aborted) break;
        const ack = await deliver(action, ctx);
        if (ack) unsent.push(ack);
        if (!ack) log.debug({ action: action.id, kind: action.kind }, 'left for later');
        // Acknowledge as we go, so staff see a long batch progress and a restart has less to redo.
        if (unsent.length >= ACK_EVERY) await sendAcks();
      }
    } finally {
      await sendAcks().catch((err) =>
        log.warn({ err: (err as Error).message }, 'acknowledgement not sent; will retry'),
      );
    }
    return lease.actions.length >= config.batchSize ? 0 : config.pollSeconds * 1000;
  }

  async function presenceCycle(): Promise<number> {
    const players = await gameConsole.players();
    await site.reportOnline(players);
    log.debug({ online: players.length }, 'presence reported');
    return config.presenceSeconds * 1000;
  }

  async function loop(name: string, cycle: () => Promise<number>) {
    const backoff = new Backoff(1000, 30_000);
    while (!stopping.signal.aborted) {
      let wait: number;
      try {
        wait = await cycle();
        backoff.reset();
      } catch (err) {
        wait = err instanceof SiteError && err.retryAfterSeconds ? err.retryAfterSeconds * 1000 : backoff.next();
        const level = err instanceof NotSent || (err instanceof SiteError && err.retryable) ? 'warn' : 'error';
        log[level](
          { loop: name, err: (err as Error).message, retryInMs: wait },
          `${name}: waiting before trying again`,
        );
      }
      await sleep(wait, stopping.signal);
    }
  }

  log.info({ site: config.siteUrl, rcon: `${config.rconHost}:${config.rconPort}` }, 'bridge started');
  const loops = Promise.all([loop('deliveries', deliveryCycle), loop('presence', presenceCycle)]);
  return {
    stop: async () => {
      stopping.abort();
      await loops;
      await gameConsole.close();
      journal.close();
      log.info('bridge stopped');
    },
  };
}
