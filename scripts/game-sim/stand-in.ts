import { Rcon } from 'rcon-client';

type Player = { name: string; uuid: string };

// With --stand-in, the simulated players are also on the development stand-in server (npm start
// starts it): they join and leave its world over RCON, so `npm run bridge` sees them in `list` and
// hands out their deliveries, and gym leaders show online from the bridge's presence.
export class StandInPlayers {
  private readonly online = new Set<string>();

  private constructor(private readonly rcon: Rcon) {}

  static async connect(): Promise<StandInPlayers> {
    const port = Number(process.env.RCON_STAND_IN_PORT ?? 25575);
    const password = process.env.RCON_STAND_IN_PASSWORD ?? 'stand-in';
    return new StandInPlayers(await Rcon.connect({ host: '127.0.0.1', port, password }));
  }

  async join(p: Player): Promise<void> {
    await this.rcon.send(`standin join ${p.name} ${p.uuid}`);
    this.online.add(p.name);
    console.log(`stand-in  ${p.name} joined the stand-in server`);
  }

  async leave(name: string): Promise<void> {
    await this.rcon.send(`standin leave ${name}`);
    this.online.delete(name);
    console.log(`stand-in  ${name} left the stand-in server`);
  }

  /** Now and then one player leaves or comes back. */
  async churn(everyone: Player[]): Promise<void> {
    if (Math.random() > 0.2 || everyone.length === 0) return;
    const p = everyone[Math.floor(Math.random() * everyone.length)]!;
    await (this.online.has(p.name) ? this.leave(p.name) : this.join(p));
  }

  async close(): Promise<void> {
    for (const name of [...this.online]) await this.leave(name).catch(() => undefined);
    await this.rcon.end().catch(() => undefined);
  }
}
