import { randomUUID } from 'node:crypto';
import { createDatabase } from '../../src/server/db/client.ts';
import { createGameApiKey } from '../../src/server/game-keys/keys.ts';
import { benchPlayers, checkRatings } from '../game/bench-players.ts';
import type { Scenario } from '../harness.ts';
import { pacedLoad } from '../paced-load.ts';

// Finished battles reported to POST /api/game/v1/matches: each one a transaction that locks two
// rating rows (and a gym leader's row for gym battles). 200 players, so reports often contend.
// Gym battles go to the gyms whose leader has linked no Minecraft account: a linked leader is that
// account in game, and the bench's players are not.
async function unlinkedGyms(db: ReturnType<typeof createDatabase>) {
  const { rows } = await db.$client.query<{ element: string }>(
    `select g.element from gym_leaders g left join minecraft_accounts m on m.user_id = g.user_id
     group by g.element having count(distinct g.id) = 1 and count(m.uuid) = 0`,
  );
  return rows.map((r) => r.element);
}

const matchReports: Scenario = async (ctx) => {
  const db = createDatabase(ctx.databaseUrl, 2);
  try {
    const { key } = await createGameApiKey(db, 'bench match-reports');
    const players = benchPlayers(randomUUID().slice(0, 8), 200);
    const gyms = await unlinkedGyms(db);
    const report = () => {
      const a = players[Math.floor(Math.random() * players.length)]!;
      let b = a;
      while (b === a) b = players[Math.floor(Math.random() * players.length)]!;
      const gym = gyms.length && Math.random() < 0.2 ? gyms[Math.floor(Math.random() * gyms.length)] : undefined;
      const winner = Math.random() < 0.5 ? a : b;
      return JSON.stringify({
        id: `bench:${randomUUID()}`,
        kind: gym ? 'gym' : 'ladder',
        gym,
        leader: a,
        challenger: b,
        winner_uuid: winner.uuid,
      });
    };
    const opts = {
      url: `${ctx.url}/api/game/v1/matches`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      requests: [{ setupRequest: (req: object) => ({ ...req, body: report() }) }],
    };
    // Warm up (JIT, connection pool, the players' first rows), then measure: the most it takes
    // (closed loop, 16 reports in flight), then 200 reports/s arriving evenly (open loop).
    await ctx.load({ ...opts, connections: 10, duration: 3 });
    const capacity = await ctx.load({ ...opts, connections: 16, duration: 10 });
    const at200PerSecond = await pacedLoad({
      url: opts.url,
      method: 'POST',
      headers: opts.headers,
      body: report,
      rate: 200,
      durationSec: ctx.brief ? 5 : 20,
    });
    await settled(db);
    const ratings = await checkRatings(
      db,
      players.map((p) => p.uuid),
    );
    return {
      sustainedReportsPerSec: capacity.reqPerSec,
      capacity,
      at200PerSecond,
      goal: 'p99 < 50 ms at 200 reports/s',
      goalMet: at200PerSecond.p99Ms < 50 && at200PerSecond.non2xx === 0 && at200PerSecond.errors === 0,
      ratings,
    };
  } finally {
    await db.$client.end();
  }
};
export default matchReports;

/** autocannon stops at its deadline with reports still in flight; let them land before checking. */
async function settled(db: ReturnType<typeof createDatabase>) {
  let last = -1;
  for (;;) {
    const { rows } = await db.$client.query<{ n: number }>(
      "select count(*)::int as n from matches where id like 'bench:%'",
    );
    if (rows[0]!.n === last) return;
    last = rows[0]!.n;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
