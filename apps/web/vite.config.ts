import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { EARLY_SIGN_IN, EARLY_SIGN_IN_MODULE, earlySignInChunk } from './scripts/early-sign-in-chunk';
import { htmlHints } from './scripts/html-hints';
import { precompress } from './scripts/precompress';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const earlySignIn = earlySignInChunk();
const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;

export default defineConfig({
  root: here('.'),
  // Issue 16 point 11: the shell painted before the app's CSS, line.html for the LINE entry pages
  // (scripts/html-hints.ts), brotli and gzip copies of the built files served by the api as they are.
  plugins: [react(), earlySignIn.plugin, htmlHints(), precompress()],
  resolve: {
    alias: [
      // The shared libs are used from source; their relative `.js` imports resolve to `.ts`.
      // One file of a lib (issue 34: the early sign-in imports files, never the barrels, so its chunk stays small).
      { find: /^@hospital\/(contracts|rules)\/(.+)$/, replacement: `${here('../../libs')}/$1/src/$2.ts` },
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
      // Issue 34 (slow 4G): the LINE entry's sign-in is an entry of its own. line.html runs it
      // (scripts/html-hints.ts) as soon as its few modules and the LIFF SDK are in, while the
      // app's script is still downloading: line-login's round trip overlaps the download instead
      // of following it. main.tsx imports the same module, so it runs once, wherever it is first.
      input: { index: here('index.html'), [EARLY_SIGN_IN]: here(EARLY_SIGN_IN_MODULE) },
      output: {
        // Issue 16 point 11: everything the first screen loads statically (React, the router,
        // react-query, the session, the shared rules, the first pages) in one file instead of
        // ~16 small ones: on a slow network every file costs a request and its headers, and one
        // brotli stream compresses better. Pages loaded later stay their own chunks.
        // Issue 34: the early sign-in's modules first, in a chunk of their own
        // (scripts/early-sign-in-chunk.ts), so its entry does not wait for the app's.
        codeSplitting: { groups: [earlySignIn.group, { name: 'app', tags: ['$initial'], priority: 1 }] },
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
