import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// Once per build, brotli and gzip copies of every text file of the build (x.js.br, x.js.gz beside x.js),
// at the highest levels, so the server sends them compressed without compressing anything per request.
// A build that only tests read (BUILD_FOR_TESTS=1, `npm run test:e2e`) takes fast levels: the same files,
// a few percent larger, in about a tenth of the time (docs/testing.md).

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const fast = process.env.BUILD_FOR_TESTS === '1';
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

/** Writes the compressed copies for the text files under `dir`; returns how many files got them. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => TEXT.test(f));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const plain = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: fast ? 4 : constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          },
        }),
        gz(plain, { level: fast ? 1 : constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file is not worth a request header's choice.
      if (br.length < plain.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < plain.length) await writeFile(`${file}.gz`, gzipped);
      count++;
    }),
  );
  return count;
}

/** The Vite plugin: compresses the written build, wherever --outDir put it. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const count = await precompressDirectory(outDir);
      config.logger.info(`precompress: brotli and gzip copies of ${count} files`);
    },
  };
}
