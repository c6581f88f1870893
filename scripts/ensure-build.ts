import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// `npm start` and `npm run bench` build the web app only when the build is missing or older than its sources,
// so a warm restart does not pay for a rebuild.
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const index = 'dist/web/index.html';
const sources = Math.max(
  newest('src/web'),
  newest('src/domain'),
  statSync('vite.config.ts').mtimeMs,
  statSync('package-lock.json').mtimeMs,
);
if (!existsSync(index) || statSync(index).mtimeMs < sources) {
  console.log('Building the web app...');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
