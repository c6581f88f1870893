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
// BENCH_PORT, BENCH_PG_PORT and BENCH_WEB_ROOT (a build of one's own) let several people share a checkout.
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5499);
const dataDir = path.resolve(`tmp/bench-${PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The server logs as production does (LOG_LEVEL's default, info), into a file of its own as into journald.
const server = spawnNode(
  ['bench/serve.ts'],
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

let nextPort = PORT + 100;
const ctx: BenchContext = {
  url: `http://127.0.0.1:${PORT}`,
  databaseUrl: `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/app`,
  load,
  bareServer: (body, type) => bareServer(body, type, nextPort++),
};

const wanted = process.argv.slice(2);
// Running some scenarios keeps the figures the file already has for the others.
const resultsFile = process.env.BENCH_RESULTS ?? 'bench/results.json';
const results: Record<string, unknown> = {
  ...(existsSync(resultsFile) && wanted.length > 0 ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}),
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
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
console.log(`bench: wrote ${resultsFile}`);
