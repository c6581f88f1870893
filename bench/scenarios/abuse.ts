import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createDatabase } from '../../src/server/db/client.ts';
import { createGameApiKey } from '../../src/server/game-keys/keys.ts';
import { benchPlayers } from '../game/bench-players.ts';
import { spawnNode, waitFor, type Scenario } from '../harness.ts';
import { pacedLoad } from '../paced-load.ts';
import { benchBuyer } from '../shop-setup.ts';

// The two floods of the adversarial probe (issue 34), against a second instance on the same database that
// keeps the production limits (the bench's own server lifts them for its capacity runs):
// - 40 anonymous 25 MB chunked uploads at once: the instance's memory, sampled from /proc, before and at peak;
// - 1,000 match reports a second for 5 s from one game key: a player's write p99 beside it, against the same
//   write's p99 without the flood, in the same run.

const UPLOADS = 40;
const UPLOAD_MB = 25;

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
};

/** One anonymous chunked upload of UPLOAD_MB, written as fast as the server takes it; resolves with its status. */
function chunkedUpload(url: string, origin: string) {
  return new Promise<number>((resolve) => {
    const req = http.request(`${url}/api/uploads/gym-leader-applications`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin },
    });
    let status = 0;
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve(status);
      });
    });
    req.on('error', () => resolve(status));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let left = (UPLOAD_MB * 1024 * 1024) / chunk.length;
    const write = () => {
      while (left > 0 && !req.destroyed) {
        left--;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

async function uploadFlood(url: string, pid: number) {
  const beforeMb = rssMb(pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 20);
  const statuses = await Promise.all(Array.from({ length: UPLOADS }, () => chunkedUpload(url, url)));
  clearInterval(sampler);
  peakMb = Math.max(peakMb, rssMb(pid));
  const counts: Record<string, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return { uploads: UPLOADS, uploadMb: UPLOAD_MB, beforeMb, peakMb, statuses: counts };
}

async function gameFlood(url: string, databaseUrl: string) {
  const db = createDatabase(databaseUrl, 1);
  const { key } = await createGameApiKey(db, 'bench flood');
  await db.$client.end();
  const buyer = await benchBuyer(url, databaseUrl, `Flood${Date.now() % 100000}`);
  const players = benchPlayers(randomUUID().slice(0, 8), 50);
  const playerWrite = () =>
    pacedLoad({
      url: `${url}/api/bug-reports`,
      method: 'POST',
      headers: { cookie: buyer.cookie, origin: url, 'content-type': 'application/json' },
      body: () => JSON.stringify({ title: 'Bench', severity: 'low', description: 'A write beside the flood.' }),
      rate: 20,
      durationSec: 5,
    });
  const flood = () =>
    pacedLoad({
      url: `${url}/api/game/v1/matches`,
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: () => {
        const [a, b] = [players[Math.floor(Math.random() * 25)]!, players[25 + Math.floor(Math.random() * 25)]!];
        return JSON.stringify({
          id: `flood:${randomUUID()}`,
          kind: 'ladder',
          leader: a,
          challenger: b,
          winner_uuid: a.uuid,
        });
      },
      rate: 1000,
      durationSec: 5,
    });
  const quiet = await playerWrite();
  const [beside, flooded] = await Promise.all([playerWrite(), flood()]);
  return {
    playerWriteQuiet: quiet,
    playerWriteFlooded: beside,
    flood: { sent: flooded.sent, refused: flooded.non2xx, p99Ms: flooded.p99Ms },
    p99Ratio: Math.round((beside.p99Ms / quiet.p99Ms) * 100) / 100,
  };
}

const abuse: Scenario = async (ctx) => {
  const port = Number(new URL(ctx.url).port) + 50;
  const url = `http://127.0.0.1:${port}`;
  const instance = spawnNode(['bench/serve.ts'], {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.resolve(`tmp/bench-abuse-${port}`),
    DATABASE_URL: ctx.databaseUrl,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
    // The player's own writes are not what is measured here; the game API keeps its default limit.
    RATE_LIMIT_USER_PER_MINUTE: '100000',
    RATE_LIMIT_IP_PER_MINUTE: '100000',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
  });
  try {
    await waitFor(`${url}/api/health`);
    return { uploadFlood: await uploadFlood(url, instance.pid!), gameFlood: await gameFlood(url, ctx.databaseUrl) };
  } finally {
    instance.kill('SIGTERM');
  }
};

export default abuse;
