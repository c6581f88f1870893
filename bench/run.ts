import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bareServer,
  cpuShare,
  cpuTimes,
  load,
  spawnNode,
  waitFor,
  type BenchContext,
  type Scenario,
} from './harness.ts';
import { statusPort } from './server-status-port.ts';

// `npm run bench [-- name ...]`: starts the built server on a fresh embedded PostgreSQL with demo data,
// runs each scenario in bench/scenarios (or those named), and writes bench/results.json.
// `npm run bench -- guard`: the hot paths, briefly, into bench/guard.json; fails when one falls more than 20 %
// under its goal (GUARD below). Run it after any change under src/server/http, metrics or cache, or server.ts.
// BENCH_PORT, BENCH_PG_PORT and BENCH_WEB_ROOT (a build of one's own) let several people share a checkout.
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5499);
const dataDir = path.resolve(`tmp/bench-${PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The server logs as production does (LOG_LEVEL's default, info), into a file of its own as into journald.
// BENCH_CPU_PROF=<dir> writes the server's CPU profile there when it stops (docs/decisions/028).
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = spawnNode(
  [...profile, 'bench/serve.ts'],
  {
    NODE_ENV: 'development',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    RATE_LIMIT_IP_PER_MINUTE: '100000000',
    RATE_LIMIT_USER_PER_MINUTE: '100000000',
    // One bench client stands for many visitors: it signs in often and holds 1,000 live-update streams.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000',
    SSE_MAX_PER_ADDRESS: '100000',
    SSE_MAX_PER_INSTANCE: '100000',
    GAME_API_RATE_PER_SECOND: '100000',
    // The address the scenarios use, so development mode does not redirect their page reads to localhost.
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    // The Minecraft server: the Server List Ping stand-in scenarios/server-status.ts starts (down the rest of the time).
    MINECRAFT_SERVER_ADDRESS: `127.0.0.1:${statusPort(PORT)}`,
  },
  path.join(dataDir, 'server.log'),
);
const stop = () =>
  new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

/** The hot paths' goals (issue 56): ratios to bare node:http in the same run, and match reports a second. */
const GUARD = [
  { figure: 'generic request, ratio', goal: 0.8, read: (r: Results) => r['generic-request']?.ratio },
  { figure: '/api/home, ratio', goal: 0.9, read: (r: Results) => r['home-and-leaderboard']?.home?.ratio },
  { figure: '/api/leaderboard, ratio', goal: 0.9, read: (r: Results) => r['home-and-leaderboard']?.leaderboard?.ratio },
  { figure: 'match reports a second', goal: 1200, read: (r: Results) => r['match-reports']?.sustainedReportsPerSec },
];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each scenario's own shape
type Results = Record<string, any>;
const guard = process.argv[2] === 'guard';

let nextPort = PORT + 100;
const ctx: BenchContext = {
  url: `http://127.0.0.1:${PORT}`,
  databaseUrl: `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/app`,
  load: (opts) => load(guard ? { ...opts, duration: Math.min(Number(opts.duration ?? 10), 4) } : opts),
  bareServer: (body, type) => bareServer(body, type, nextPort++),
  brief: guard,
};

const wanted = guard ? ['generic-request', 'home-and-leaderboard', 'match-reports'] : process.argv.slice(2);
// Running some scenarios keeps the figures the file already has for the others.
const resultsFile = process.env.BENCH_RESULTS ?? (guard ? 'bench/guard.json' : 'bench/results.json');
const results: Results = {
  ...(existsSync(resultsFile) && wanted.length > 0 && !guard ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}),
  date: new Date().toISOString(),
  machine: { cores: (await import('node:os')).cpus().length, node: process.version },
};
try {
  await waitFor(`${ctx.url}/api/health`);
  const files = readdirSync('bench/scenarios')
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => `scenarios/${f}`);
  // Two instances behind Caddy (Debian's caddy), against this one directly.
  files.push('proxy.ts');
  for (const file of files) {
    const name = path.basename(file, '.ts');
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    console.log(`bench: ${name}`);
    const scenario = (await import(`./${file}`)).default as Scenario;
    const cpu = cpuTimes();
    results[name] = { ...(await scenario(ctx)), machineCpu: cpuShare(cpu, cpuTimes()) };
    console.log(JSON.stringify(results[name], null, 2));
  }
} finally {
  await stop();
}
if (guard) {
  results.guard = GUARD.map(({ figure, goal, read }) => {
    const value = Number(read(results));
    return { figure, goal, value, pass: value >= Math.round(goal * 80) / 100 };
  });
  for (const g of results.guard) console.log(`${g.pass ? 'ok  ' : 'FAIL'} ${g.figure}: ${g.value} (goal ${g.goal})`);
  if (results.guard.some((g: { pass: boolean }) => !g.pass)) process.exitCode = 1;
}
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
console.log(`bench: wrote ${resultsFile}`);
