import { EventEmitter } from 'node:events';

export interface StandInPlayer {
  name: string;
  uuid: string;
}

/**
 * What a fake Minecraft server holds: who is online, who is banned, LuckPerms groups and scoreboards. The console
 * commands (world-commands.ts) read and change it; the RCON server and the Server List Ping responder read it.
 */
export class WorldState extends EventEmitter {
  readonly online = new Map<string, StandInPlayer>();
  readonly banned = new Map<string, string>();
  /** LuckPerms parents per lower-case player name: group → expiry (null: permanent). */
  readonly groups = new Map<string, Map<string, Date | null>>();
  readonly scores = new Map<string, number>();

  constructor(
    readonly maxPlayers = 20,
    readonly motd = 'Cobble League (development stand-in)',
    readonly version = '1.21.1',
  ) {
    super();
  }

  join(player: StandInPlayer): void {
    this.online.set(player.name.toLowerCase(), player);
    this.emit('players');
  }

  leave(name: string): void {
    this.online.delete(name.toLowerCase());
    this.emit('players');
  }

  players(): StandInPlayer[] {
    return [...this.online.values()];
  }
}
