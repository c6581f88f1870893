import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precompressDirectory } from '../precompress.ts';
import { PAGE_CHUNKS, pageFiles } from './manifest.ts';
import { pageModuleFile, pageReads, PUBLIC_PAGES } from './public-pages.ts';
import { leadingHints, RENDERER_DIR, RENDERER_FILE } from '../../src/server/http/rendered-pages.ts';

/** Where a page's prerendered HTML goes under the web root; the server answers the page path with it. */
export const prerenderedFile = (page: string) => `prerendered${page === '/' ? '/index' : page}.html`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

/**
 * The stylesheet goes into the page itself: a linked one holds the first paint until it has downloaded, and
 * by then the scripts have arrived and run first (decision 024). The CSP allows inline styles already.
 * No link to it stays: with cssCodeSplit off (vite.config.ts), lazy chunks never ask the loader for it.
 */
async function inlineStylesheets(shell: string, outDir: string): Promise<string> {
  let html = shell;
  for (const [link, href] of shell.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g)) {
    const css = await readFile(path.join(outDir, href!), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

/**
 * The shell's entry script gives way to the boot script (src/web/boot.ts, decision 025), which names the entry, the
 * page's chunks and its reads, and asks for them once the page has been painted: the HTML itself fetches nothing.
 */
function bootScript(shell: string, files: ReturnType<typeof pageFiles>, reads: readonly string[]): string {
  const [entry, ...entryImports] = files.entry;
  const tag = `<script type="module" crossorigin src="/${entry}"></script>`;
  if (!shell.includes(tag)) throw new Error(`The shell does not load /${entry} the way the prerender expects`);
  const preload = [...entryImports, ...files.page].map((f) => `/${f}`).join(' ');
  const boot = `<script type="module" crossorigin src="/${files.boot}" data-entry="/${entry}" data-preload="${preload}" data-fetch="${reads.join(' ')}"></script>`;
  return shell.replace(tag, () => boot).replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** The shell index.html with the page's markup in #root, its own title and description, and the boot script. */
function pageDocument(
  shell: string,
  page: string,
  body: string,
  files: ReturnType<typeof pageFiles>,
  reads: readonly string[],
): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  const lead = /<\/h1>\s*<p[^>]*>([\s\S]*?)<\/p>/.exec(body);
  const hints = leadingHints(body);
  let html = bootScript(shell, files, reads).replace(
    '<div id="root"></div>',
    () => `<div id="root">${body.slice(hints.length)}</div>`,
  );
  if (/<script[\s>]/.test(body)) throw new Error('A prerendered page has an inline script, which the CSP refuses');
  // The home page keeps the site's title; every other page is named by its heading.
  if (h1 && page !== '/')
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(text(h1[1]!))} · Cobble League</title>`);
  if (lead) {
    html = html.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => {
      return `<meta name="description" content="${escapeHtml(text(lead[1]!))}" />`;
    });
  }
  return html.replace('</head>', () => `${hints}</head>`);
}

/** Builds src/web/entry-server.tsx for Node, renders every public page, writes them (and compressed copies). */
export async function prerenderPublicPages(config: ResolvedConfig): Promise<void> {
  const outDir = path.resolve(config.root, config.build.outDir);
  // Kept with the build: the server renders the pages that show their data with it (decision 024). Not served:
  // the server serves no directory whose name starts with a dot.
  const serverDir = path.join(outDir, RENDERER_DIR);
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    // Bundled, not loaded from node_modules, so the libraries' own imports of React reach Preact too.
    ssr: { noExternal: true },
    plugins: [react()],
    publicDir: false,
    build: {
      ssr: path.join(config.root, 'entry-server.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      // Every chunk an ES module by its name: the server runs under tsx, which loads a `.js` file outside a
      // `"type": "module"` package as CommonJS, and a chunk importing the entry then got a second copy of it.
      rollupOptions: { output: { entryFileNames: RENDERER_FILE, chunkFileNames: 'assets/[name]-[hash].mjs' } },
    },
  });
  const { renderPage } = (await import(pathToFileURL(path.join(serverDir, RENDERER_FILE)).href)) as {
    renderPage: (page: string) => Promise<string>;
  };
  const shell = await inlineStylesheets(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir);
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  for (const publicPage of PUBLIC_PAGES) {
    const page = publicPage.path;
    const file = path.join(outDir, prerenderedFile(page));
    await mkdir(path.dirname(file), { recursive: true });
    const files = pageFiles(manifest, outDir, page);
    await writeFile(file, pageDocument(shell, page, await renderPage(page), files, pageReads(publicPage)));
  }
  await precompressDirectory(path.join(outDir, 'prerendered'));
  config.logger.info(`prerender: ${PUBLIC_PAGES.length} public pages`);
}

/** The Vite plugin: after the browser build, prerenders the public pages into <outDir>/prerendered. */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Which chunk holds each page's module: the manifest names a chunk by the module only when the chunk
    // is that module's alone.
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const chunks: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const page of PUBLIC_PAGES) {
          if (chunk.moduleIds.includes(pageModuleFile(config.root, page))) chunks[page.path] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS, source: JSON.stringify(chunks, null, 1) });
    },
    async closeBundle() {
      if (!config.build.ssr) await prerenderPublicPages(config);
    },
  };
}
