import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { htmlHints } from './scripts/html-hints';
import { precompress } from './scripts/precompress';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;

export default defineConfig({
  root: here('.'),
  // Issue 16 point 11: the shell painted before the app's CSS, line.html for the LINE entry pages
  // (scripts/html-hints.ts), brotli and gzip copies of the built files served by the api as they are.
  plugins: [react(), htmlHints(), precompress()],
  resolve: {
    alias: [
      // The shared libs are used from source; their relative `.js` imports resolve to `.ts`.
      { find: '@hospital/contracts', replacement: here('../../libs/contracts/src/index.ts') },
      { find: '@hospital/rules', replacement: here('../../libs/rules/src/index.ts') },
      // Issue 34 (a first visit ≤ 150 kB over the wire): the pages are written against React's API
      // and run on Preact's compat layer, about 8 kB of brotli where react-dom was 55 (docs/decisions.md).
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
    dedupe: ['preact'],
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Issue 16 point 11: everything the first screen loads statically (React, the router,
        // react-query, the session, the shared rules, the first pages) in one file instead of
        // ~16 small ones: on a slow network every file costs a request and its headers, and one
        // brotli stream compresses better. Pages loaded later stay their own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ops': { target: apiTarget, changeOrigin: true },
      '/his-stand-in/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
