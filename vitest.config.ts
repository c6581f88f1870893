import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on two cores, which ran one file at a time
    // for 428 of 527 s, while a server test spends much of its time waiting on PostgreSQL and HTTP. Three keep two
    // cores busy: 329 s against 566 s in the same hour (docs/testing.md).
    maxWorkers: 3,
    // A worker imports the server's modules once for all its files instead of once per file (about 350 s of a
    // clean run on two cores went to imports). Each file still starts its own server on its own database.
    isolate: false,
  },
});
