import { Rcon } from 'rcon-client';
import type { Logger } from 'pino';
import { parseListAnswer } from './list-answer.ts';
import { sendForLongAnswer } from './long-answer.ts';
import type { Player } from './site-client.ts';

/** The command was not sent (no connection): sending it later is safe. */
export class NotSent extends Error {}
/** The command was sent and no answer came (connection lost, timeout): it may or may not have run. */
export class InDoubt extends Error {}

export interface ConsoleOptions {
  host: string;
  port: number;
  password: string;
  timeoutMs: number;
  setupCommands: string[];
  /** The player names the server takes (minecraftNamePattern): `list` entries outside it are left out. */
  namePattern: RegExp;
}

/** The Minecraft server's console over RCON (rcon-client), connected on demand and again after a restart. */
export class GameConsole {
  private rcon: Rcon | null = null;
  private connecting: Promise<Rcon> | null = null;
  /** One command at a time (rcon-client queues too), so that a long answer's packets are not mixed with another's. */
  private turn: Promise<unknown> = Promise.resolve();
  /** `list` entries already logged as left out (logged once each, not on every cycle). */
  private readonly skipped = new Set<string>();

  constructor(
    private readonly o: ConsoleOptions,
    private readonly log: Logger,
  ) {}

  private async connect(): Promise<Rcon> {
    const rcon = new Rcon({
      host: this.o.host,
      port: this.o.port,
      password: this.o.password,
      timeout: this.o.timeoutMs,
    });
    // Without a listener a socket error would end the process; 'end' follows it and we reconnect.
    rcon.on('error', (err) => this.log.warn({ err: (err as Error).message }, 'RCON connection error'));
    rcon.on('end', () => {
      if (this.rcon === rcon) {
        this.rcon = null;
        this.log.warn('RCON connection closed; reconnecting on the next command');
      }
    });
    await rcon.connect();
    this.log.info({ host: this.o.host, port: this.o.port }, 'RCON connected');
    for (const command of this.o.setupCommands) {
      const answer = await rcon.send(command);
      this.log.debug({ command, answer }, 'setup command');
    }
    this.rcon = rcon;
    return rcon;
  }

  private async connection(): Promise<Rcon> {
    if (this.rcon) return this.rcon;
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    try {
      return await this.connecting;
    } catch (err) {
      throw new NotSent(`the Minecraft server's RCON is unreachable: ${(err as Error).message}`);
    }
  }

  /** Connects now if need be; throws NotSent when the server is unreachable or refuses the password. */
  async ready(): Promise<void> {
    await this.connection();
  }

  async run(command: string, long = false): Promise<string> {
    const mine = this.turn.then(() => this.runNow(command, long));
    this.turn = mine.catch(() => undefined);
    return mine;
  }

  private async runNow(command: string, long: boolean): Promise<string> {
    const rcon = await this.connection();
    try {
      return await (long ? sendForLongAnswer(rcon, command) : rcon.send(command));
    } catch (err) {
      const message = (err as Error).message;
      if (message === 'Not connected') throw new NotSent(message);
      this.rcon = null;
      rcon.end().catch(() => undefined);
      throw new InDoubt(message);
    }
  }

  /** Who is online, from `list uuids`. */
  async players(): Promise<Player[]> {
    const answer = await this.run('list uuids', true);
    const parsed = parseListAnswer(answer, this.o.namePattern);
    if (!parsed) throw new Error(`unexpected answer to list uuids: ${answer.slice(0, 200)}`);
    for (const entry of parsed.skipped.filter((e) => !this.skipped.has(e))) {
      this.skipped.add(entry);
      this.log.warn(
        { entry },
        'list uuids named a player whose name or UUID Minecraft does not allow: left out (no command names it)',
      );
    }
    if (!parsed.complete)
      this.log.warn(
        { count: parsed.count, read: parsed.players.length },
        'list uuids named fewer players than its count: only those are known',
      );
    return parsed.players;
  }

  async close(): Promise<void> {
    const rcon = this.rcon;
    this.rcon = null;
    await rcon?.end().catch(() => undefined);
  }
}
