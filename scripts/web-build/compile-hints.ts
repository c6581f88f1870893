import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { pageFiles, readManifest } from './manifest.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

// V8 compiles a function lazily, on the main thread, the first time it is called, unless the script's first line
// asks it to compile them all as it loads: then the compiling happens while the script streams in, off the main
// thread. Hydration calls most of what a page loads before it runs, so those files carry the hint (decision 024).
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The Vite plugin: the hint goes first in every file a public page loads before it runs (manifest.ts). */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After Vite has written the files (it puts its own code first, in generateBundle), before they are compressed.
    async writeBundle(output) {
      const outDir = output.dir!;
      const manifest = readManifest(outDir);
      const files = new Set(
        PUBLIC_PAGES.flatMap(({ path: page }) => {
          const { boot, entry, page: own } = pageFiles(manifest, outDir, page);
          return [boot, ...entry, ...own];
        }),
      );
      for (const file of files) {
        const code = await readFile(path.join(outDir, file), 'utf8');
        if (!code.startsWith(COMPILE_HINT)) await writeFile(path.join(outDir, file), COMPILE_HINT + code);
      }
    },
  };
}
