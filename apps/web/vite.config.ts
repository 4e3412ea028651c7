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
    alias: {
      // The shared libs are used from source; their relative `.js` imports resolve to `.ts`.
      '@hospital/contracts': here('../../libs/contracts/src/index.ts'),
      '@hospital/rules': here('../../libs/rules/src/index.ts'),
    },
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
