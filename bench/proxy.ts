import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { spawnNode, waitFor, type BenchContext, type LoadFigures, type Scenario } from './harness.ts';

// `npm run bench -- proxy`: the home page's and the leaderboard's data (/api/home, /api/leaderboard) read
// through Caddy over HTTPS (deploy/Caddyfile itself, internal CA) spreading over two instances on one
// PostgreSQL, against the bench's instance reached directly, in the same run. On a 2-core machine two
// instances, Caddy and the load generator share the same cores: this shows what the proxy costs, not
// how the site scales. The CPU each request takes (the instances' and Caddy's own CPU time, per
// request, read from /proc for the instances and Caddy) estimates what N instances on N cores would carry.

const HTTPS_PORT = Number(process.env.BENCH_HTTPS_PORT ?? 8443);
const HTTP_PORT = Number(process.env.BENCH_HTTP_PORT ?? 8080);
const PATHS = ['/api/home', '/api/leaderboard'];
const TICK_MS = 10; // /proc/<pid>/stat counts in USER_HZ ticks of 10 ms
const LOAD_SECONDS = 10;

/** CPU time of a process in ms, from /proc/<pid>/stat (utime + stime). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The bench's site processes (the bench server and the second instance): children of this process. */
function siteProcesses(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('bench/serve.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function startCaddy(dir: string, upstreams: string[]): Promise<{ child: ChildProcess; ca: string }> {
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(
    file,
    `{\n\thttp_port ${HTTP_PORT}\n\thttps_port ${HTTPS_PORT}\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n}\n` +
      `import ${path.resolve('deploy/Caddyfile')}\n`,
  );
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      COBBLE_SITE: 'localhost',
      COBBLE_UPSTREAMS: upstreams.join(' '),
    },
    stdio: 'ignore',
  });
  const ca = path.join(dir, 'caddy/pki/authorities/local/root.crt');
  for (let i = 0; i < 300 && !existsSync(ca); i++) await new Promise((r) => setTimeout(r, 100));
  return { child, ca };
}

const perRequest = (ms: number, figures: LoadFigures) =>
  Math.round((ms / Math.max(1, figures.reqPerSec * LOAD_SECONDS)) * 1000) / 1000;

/**
 * One load run with the CPU the site took per request: both instances' and Caddy's own CPU time (from
 * /proc), so neither the load generator nor anything else on a shared machine counts.
 */
async function run(ctx: BenchContext, url: string, pids: number[], caddyPid?: number, ca?: string) {
  const cpu = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const [site, caddy] = [cpu(), caddyPid ? processCpuMs(caddyPid) : 0];
  const figures = await ctx.load({
    url,
    duration: LOAD_SECONDS,
    ...(ca ? { tlsOptions: { ca: readFileSync(ca) } } : {}),
  });
  const caddyMs = caddyPid ? processCpuMs(caddyPid) - caddy : 0;
  return {
    ...figures,
    instancesCpuMsPerRequest: perRequest(cpu() - site, figures),
    caddyCpuMsPerRequest: perRequest(caddyMs, figures),
    cpuMsPerRequest: perRequest(cpu() - site + caddyMs, figures),
  };
}

const proxy: Scenario = async (ctx) => {
  const port = Number(process.env.BENCH_PROXY_PORT ?? Number(new URL(ctx.url).port) + 1);
  const dir = path.resolve(`tmp/bench-proxy-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // A second instance of the bench's server on the same PostgreSQL.
  const second = spawnNode(['bench/serve.ts'], {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: ctx.databaseUrl,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_IP_PER_MINUTE: '100000000',
    RATE_LIMIT_USER_PER_MINUTE: '100000000',
  });
  let caddy: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${port}/api/ready`);
    const started = await startCaddy(dir, [new URL(ctx.url).host, `127.0.0.1:${port}`]);
    caddy = started.child;
    const site = `https://localhost:${HTTPS_PORT}`;
    const out: Record<string, unknown> = {};
    const pids = siteProcesses();
    if (pids.length !== 2) throw new Error(`proxy bench: expected 2 site processes, found ${pids.length}`);
    for (const p of PATHS) {
      const direct = await run(ctx, ctx.url + p, pids);
      const proxied = await run(ctx, site + p, pids, caddy.pid, started.ca);
      // What one core carries: an instance's CPU per request plus Caddy's share of each request.
      const perCore = Math.round(1000 / Math.max(0.001, proxied.cpuMsPerRequest));
      out[p] = {
        oneInstanceDirect: direct,
        twoInstancesThroughCaddy: proxied,
        reqPerSecRatio: Math.round((proxied.reqPerSec / Math.max(1, direct.reqPerSec)) * 100) / 100,
        estimate: `N instances on N cores behind Caddy: about ${perCore} req/s per core (1000 ms / ${proxied.cpuMsPerRequest} ms of CPU per request, ${proxied.caddyCpuMsPerRequest} ms of it Caddy's), so N × ${perCore} while PostgreSQL keeps up; one instance reached directly takes ${direct.cpuMsPerRequest} ms per request`,
      };
    }
    return {
      note: 'On a 2-core machine both instances, Caddy and the load generator share two cores: the ratio shows the cost of the proxy (TLS, a second hop), not scaling. The estimate is from the CPU each request took.',
      cores: (await import('node:os')).cpus().length,
      ...out,
    };
  } finally {
    caddy?.kill('SIGTERM');
    second.kill('SIGTERM');
  }
};
export default proxy;
