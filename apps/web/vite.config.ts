import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;

export default defineConfig({
  root: here('.'),
  plugins: [react()],
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
