import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { uuidFrom } from '../../src/server/db/seed/factories.ts';
import { enqueueDeliveries } from '../../src/server/deliveries/delivery-queue.ts';
import { GameApi, HttpError, requestLinkCode, signInAsNewUser } from './game-client.ts';

// The simulated Minecraft server: its players, its gym leaders, and what happens on it.

const NAMES = [
  'SimAsh',
  'SimDawn',
  'SimBrock',
  'SimMay',
  'SimGold',
  'SimLyra',
  'SimHilda',
  'SimNate',
  'SimSerena',
  'SimGloria',
  'SimVictor',
  'SimNemona',
  'SimArven',
  'SimPenny',
  'SimKieran',
  'SimCarmine',
];

type Player = { uuid: string; name: string };
type Status = 'online' | 'busy' | 'offline';
type Leader = { id: string; element: string; display_name: string; minecraft: Player | null; status: Status };
type MatchAnswer = { result: string; leader: { delta: number }; challenger: { delta: number } };

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const log = (kind: string, text: string) =>
  console.log(`${new Date().toISOString().slice(11, 19)} ${kind.padEnd(9)} ${text}`);

export class SimWorld {
  readonly players: Player[];
  private leaders: Leader[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private battling = new Set<string>();
  private readonly unfinished = new Map<string, object>();

  constructor(
    private readonly api: GameApi,
    private readonly site: string,
    private readonly db: Database,
    playerCount: number,
  ) {
    this.players = NAMES.slice(0, playerCount).map((name) => ({ name, uuid: uuidFrom(`game-sim:${name}`) }));
  }

  /** Players join: the first few link their site accounts the way a real player would. */
  async join(linkCount: number) {
    const gyms = await this.api.call<{ leaders: Leader[] }>('GET', '/gyms');
    this.leaders = gyms.leaders.map((l) => ({ ...l, status: l.status }));
    log(
      'gyms',
      `${this.leaders.length} gym leaders, ${this.leaders.filter((l) => l.minecraft).length} with a linked Minecraft account`,
    );
    for (const p of this.players.slice(0, linkCount)) {
      try {
        const cookie = await signInAsNewUser(this.site, `Sim ${p.name.slice(3)}`);
        const code = await requestLinkCode(this.site, cookie);
        if (!code) {
          log('link', `${p.name} is already linked`);
          continue;
        }
        log('link', `${p.name} types ${code.command}`);
        const linked = await this.api.call<{ site_user: { name: string } }>('POST', '/link/redeem', {
          code: code.code,
          ...p,
        });
        log('link', `${p.name} is now linked to site user "${linked.site_user.name}"`);
      } catch (err) {
        log('link', `${p.name} could not link: ${(err as Error).message}`);
      }
    }
  }

  /** One moment on the server: a battle may start, a leader may come or go. */
  async tick() {
    const r = Math.random();
    if (r < 0.4) await this.ladderBattle();
    else if (r < 0.75) await this.gymBattle();
    else if (r < 0.9) await this.leaderComesOrGoes();
  }

  private async ladderBattle() {
    const idle = this.players.filter((p) => !this.battling.has(p.uuid));
    if (idle.length < 2) return;
    const a = pick(idle);
    const b = pick(idle.filter((p) => p !== a));
    await this.battle({ kind: 'ladder', leader: a, challenger: b }, 0.5, () => undefined);
  }

  private async gymBattle() {
    const open = this.leaders.filter(
      (l) => l.minecraft && l.status === 'online' && !this.battling.has(l.minecraft.uuid),
    );
    const challengers = this.players.filter((p) => !this.battling.has(p.uuid));
    if (open.length === 0 || challengers.length === 0) return this.leaderComesOrGoes();
    const leader = pick(open);
    const challenger = pick(challengers);
    await this.setStatus(leader, 'busy');
    const onEnd = async (challengerWon: boolean) => {
      if (challengerWon) {
        const badge = await this.api.call<{ badge_name: string; already_held: boolean }>('POST', '/badges', {
          player: challenger,
          gym: leader.id,
        });
        log(
          'badge',
          `${challenger.name} ${badge.already_held ? 'already had' : 'earns'} the ${badge.badge_name} badge`,
        );
      }
      if (leader.status === 'busy') await this.setStatus(leader, 'online');
    };
    await this.battle({ kind: 'gym', gym: leader.id, leader: leader.minecraft!, challenger }, 0.6, onEnd);
  }

  /** Reports the start now and the end a few seconds later, as a mod would. */
  private async battle(
    m: { kind: string; gym?: string; leader: Player; challenger: Player },
    leaderOdds: number,
    onEnd: (challengerWon: boolean) => unknown,
  ) {
    const id = `sim:${randomUUID()}`;
    for (const p of [m.leader, m.challenger]) this.battling.add(p.uuid);
    await this.api.call('POST', '/matches', { id, ...m, status: 'in_progress' });
    this.unfinished.set(id, m);
    log(m.kind, `${m.leader.name} vs ${m.challenger.name} started`);
    this.later(2000 + Math.random() * 6000, async () => {
      const leaderWon = Math.random() < leaderOdds;
      const winner = leaderWon ? m.leader : m.challenger;
      try {
        const res = await this.api.call<MatchAnswer>('POST', '/matches', {
          id,
          ...m,
          status: 'finished',
          winner_uuid: winner.uuid,
        });
        const d = (x: number) => (x >= 0 ? `+${x}` : `${x}`);
        log(
          m.kind,
          `${winner.name} beats ${leaderWon ? m.challenger.name : m.leader.name} (${d(res.leader.delta)} / ${d(res.challenger.delta)})`,
        );
        await onEnd(!leaderWon);
      } finally {
        this.unfinished.delete(id);
        for (const p of [m.leader, m.challenger]) this.battling.delete(p.uuid);
      }
    });
  }

  private async leaderComesOrGoes() {
    const leader = pick(this.leaders.filter((l) => l.status !== 'busy'));
    if (leader) await this.setStatus(leader, leader.status === 'online' ? 'offline' : 'online');
  }

  private async setStatus(leader: Leader, status: Status) {
    await this.api.call('POST', '/presence', { leaders: [{ gym: leader.id, status }] });
    if (status !== 'busy' && leader.status !== 'busy')
      log('presence', `${leader.display_name} (${leader.element}) is ${status}`);
    leader.status = status;
  }

  /** The heartbeat: without it the site shows a leader offline after 2 minutes. */
  async heartbeat() {
    const present = this.leaders.filter((l) => l.status !== 'offline');
    if (present.length)
      await this.api.call('POST', '/presence', { leaders: present.map((l) => ({ gym: l.id, status: l.status })) });
  }

  /** Stands in for the shop (not built yet): now and then a "purchase" queues actions. */
  async maybeQueuePurchase() {
    if (Math.random() > 0.3) return;
    const p = pick(this.players);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await enqueueDeliveries(this.db, [
      { kind: 'grant_rank', playerUuid: p.uuid, payload: { rank: pick(['ace', 'expert', 'elite', 'master']), until } },
      { kind: 'gym_tokens', playerUuid: null, payload: { quantity: 1 } },
      { kind: 'crate_keys', playerUuid: p.uuid, payload: { crate: 'cosmetic', quantity: pick([1, 3, 5]) } },
    ]);
    log('shop', `${p.name} bought a rank (3 actions queued)`);
  }

  /** Collects deliveries like a mod: carry out, then acknowledge (now and then one fails). */
  async collectDeliveries(): Promise<number> {
    const online = this.players.map((p) => p.uuid).join(',');
    const batch = await this.api.call<{
      next_check: number;
      actions: { id: string; kind: string; player_uuid: string | null; payload: unknown }[];
    }>('GET', `/deliveries?limit=20&online=${online}`);
    if (batch.actions.length === 0) return batch.next_check;
    // Staff decisions (pardon, warn, ban) never fail: they change the server's ban list, no inventory.
    const moderation = new Set(['pardon', 'warn', 'ban']);
    const acks = batch.actions.map((a) =>
      moderation.has(a.kind) || Math.random() < 0.9
        ? { id: a.id, status: 'done' }
        : { id: a.id, status: 'failed', error: 'simulated: inventory full' },
    );
    await this.api.call('POST', '/deliveries/ack', { acks });
    const who = (uuid: string | null) =>
      uuid ? (this.players.find((p) => p.uuid === uuid)?.name ?? uuid) : 'everyone';
    for (const [i, a] of batch.actions.entries())
      log('delivery', `${a.kind} for ${who(a.player_uuid)}: ${acks[i]!.status} ${JSON.stringify(a.payload)}`);
    return batch.next_check;
  }

  private later(ms: number, fn: () => Promise<void>) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn().catch((err) => log('error', err instanceof HttpError ? `${err.status} ${err.message}` : String(err)));
    }, ms);
    this.timers.add(t);
  }

  /** Leaves the site tidy: unfinished battles are voided and the leaders it kept present go offline. */
  async leave() {
    for (const t of this.timers) clearTimeout(t);
    for (const [id, m] of this.unfinished) await this.api.call('POST', '/matches', { id, ...m, status: 'voided' });
    const present = this.leaders.filter((l) => l.status !== 'offline');
    if (present.length)
      await this.api.call('POST', '/presence', { leaders: present.map((l) => ({ gym: l.id, status: 'offline' })) });
  }
}
