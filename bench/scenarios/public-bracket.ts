import pg from 'pg';
import type { Scenario } from '../harness.ts';

// The public Founders' Cup bracket under load (autocannon, 100 connections) against a bare node:http
// server answering the same bytes in the same run, while results are written to the bracket matches
// table several times a second. Targets: at least 0.7 of the baseline's req/s and a p99 under 50 ms;
// once the writes stop, the cached answer must equal a fresh read of the database.

const CUP = 'founders-cup-1';
const PATH = `/api/tournaments/${CUP}/bracket`;
const RESULTS_PER_SECOND = 8;

/** A bracket of twelve players over the five rounds, all pending: the rows results are written to. */
async function seedBracket(client: pg.Client) {
  await client.query('delete from tournament_bracket_matches where tournament_name = $1', [CUP]);
  const { rows } = await client.query<{ id: string }>(
    `select id from tournament_registrations where tournament_name = $1 and status = 'registered'
     order by registration_slot limit 12`,
    [CUP],
  );
  if (rows.length < 12) throw new Error(`the bracket needs 12 registered players, the demo data has ${rows.length}`);
  const p = rows.map((r) => r.id);
  const pairs: [number, number, string, string][] = [
    ...Array.from({ length: 6 }, (_, m) => [1, m + 1, p[2 * m]!, p[2 * m + 1]!] as [number, number, string, string]),
    ...Array.from({ length: 3 }, (_, g) => [2, g + 1, p[4 * g]!, p[4 * g + 2]!] as [number, number, string, string]),
    [3, 1, p[1]!, p[3]!],
    [4, 1, p[0]!, p[4]!],
    [4, 2, p[8]!, p[1]!],
    [5, 1, p[0]!, p[8]!],
  ];
  for (const [round, match, p1, p2] of pairs) {
    await client.query(
      `insert into tournament_bracket_matches (tournament_name, round_number, match_number, player1_id, player2_id)
       values ($1, $2, $3, $4, $5)`,
      [CUP, round, match, p1, p2],
    );
  }
}

/** Reports results: a random match goes in progress, then completed with a winner, then back. */
function writeResults(client: pg.Client) {
  let writes = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      await client.query(
        `update tournament_bracket_matches set
           match_status = case match_status when 'pending' then 'in_progress' when 'in_progress' then 'completed' else 'pending' end,
           games_won_p1 = case match_status when 'in_progress' then 2 else 0 end,
           games_won_p2 = case match_status when 'pending' then 1 else 0 end,
           winner_id = case match_status when 'in_progress' then player1_id end,
           outcome = case match_status when 'in_progress' then 'played' end,
           completed_at = case match_status when 'in_progress' then now() end
         where id = (select id from tournament_bracket_matches where tournament_name = $1 order by random() limit 1)`,
        [CUP],
      );
      writes++;
    } finally {
      busy = false;
    }
  }, 1000 / RESULTS_PER_SECOND);
  return { stop: () => clearInterval(timer), writes: () => writes };
}

/** The matches as the database holds them, in the answer's order and fields. */
async function matchesFromDatabase(client: pg.Client) {
  const { rows } = await client.query(
    `select round_number, match_number, match_status, games_won_p1, games_won_p2, winner_id
     from tournament_bracket_matches where tournament_name = $1 order by round_number, match_number`,
    [CUP],
  );
  return rows.map((r) => Object.values(r).join(':'));
}

type Answer = { matches: Record<string, unknown>[] };
const fromAnswer = (b: Answer) =>
  b.matches.map((m) => [m.roundNumber, m.matchNumber, m.matchStatus, m.gamesWonP1, m.gamesWonP2, m.winnerId].join(':'));

const scenario: Scenario = async (ctx) => {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    await seedBracket(client);
    await new Promise((r) => setTimeout(r, 300)); // the seeding's change notices reach the cache
    const url = ctx.url + PATH;
    const warm = await fetch(url);
    const body = await warm.text();
    const writer = writeResults(client);
    const etags = new Set<string>();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        etags.add((await fetch(url)).headers.get('etag') ?? '');
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    let site;
    try {
      site = await ctx.load({ url });
    } finally {
      writer.stop();
      sampling = false;
      await sampler;
    }
    await new Promise((r) => setTimeout(r, 500));
    const cached = fromAnswer((await (await fetch(url)).json()) as Answer);
    const fresh = await matchesFromDatabase(client);
    const bare = await ctx.bareServer(body, warm.headers.get('content-type') ?? 'application/json');
    let baseline;
    try {
      baseline = await ctx.load({ url: bare.url });
    } finally {
      bare.stop();
    }
    const ratio = Math.round((site.reqPerSec / baseline.reqPerSec) * 100) / 100;
    const matches = JSON.stringify(cached) === JSON.stringify(fresh);
    return {
      endpoint: PATH,
      bodyBytes: body.length,
      site,
      baseline,
      ratio,
      resultsPerSecond: RESULTS_PER_SECOND,
      resultsWritten: writer.writes(),
      distinctAnswersSeen: etags.size,
      cacheMatchesDatabaseAfterwards: matches,
      pass: ratio >= 0.7 && site.p99Ms < 50 && site.errors === 0 && site.non2xx === 0 && matches,
    };
  } finally {
    await client.end();
  }
};
export default scenario;
