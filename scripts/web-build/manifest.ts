import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Written by the prerender plugin: each page path's chunk file ("/" → "assets/home-page-abc.js"). */
export const PAGE_CHUNKS = '.vite/page-chunks.json';

export function readManifest(webRoot: string): Manifest {
  return JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The small script a prerendered page starts with (src/web/boot.ts), which loads the entry after the first paint. */
const BOOT_MODULE = 'boot.ts';

/**
 * The JavaScript files a page loads before it can run: the boot script, the entry chunk, the page's own chunk,
 * and every chunk either imports statically, transitively (dynamic imports load later and do not count).
 * `entry` lists the entry chunk's files (its own first), `page` the files beyond them.
 */
export function pageFiles(
  manifest: Manifest,
  webRoot: string,
  page: string,
): { boot: string; entry: string[]; page: string[] } {
  const chunks = JSON.parse(readFileSync(path.join(webRoot, PAGE_CHUNKS), 'utf8')) as Record<string, string>;
  const keyOf = (file: string | undefined) => Object.keys(manifest).find((k) => manifest[k]!.file === file);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('.html'));
  const pageKey = keyOf(chunks[page]);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const boot = manifest[BOOT_MODULE]?.file;
  if (!boot) throw new Error(`The build manifest has no ${BOOT_MODULE}`);
  if (!pageKey) throw new Error(`The build has no chunk for the page ${page}`);
  const entry = closure(manifest, entryKey);
  return { boot, entry, page: closure(manifest, pageKey).filter((f) => !entry.includes(f)) };
}

function closure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of manifest[k]?.imports ?? []) visit(next);
  };
  visit(key);
  return [...seen].map((k) => manifest[k]!.file);
}
