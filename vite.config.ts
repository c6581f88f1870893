import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { prerender } from './scripts/web-build/prerender.ts';

/** The pages are written against React's API and run on Preact's compatibility layer (decision 015). */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress(), prerender()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactCompat],
  },
  // The manifest maps each page to its chunks: the prerender links them and the bundle budget measures them.
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // One stylesheet (Tailwind's) for every page, inlined by the prerender and linked by the shell: lazy chunks
    // carry no stylesheet of their own, so the loader never fetches it again (decision 024).
    cssCodeSplit: false,
    rollupOptions: {
      // The shell, and the small script a prerendered page starts with, which loads the shell's entry after the
      // first paint (decision 025).
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/web/boot.ts', import.meta.url)),
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
});
