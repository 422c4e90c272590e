import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';

// Runs with apps/web as the working directory. `npm run build -w @admissao/web` goes through
// scripts/build.ts, which writes each build to a folder of its own under builds/ and swaps `dist`
// to it whole (decision 046); `outDir` here is only what a bare `vite build` would use.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // source maps are written for reading a stack trace but never referenced nor served (issue 12,
    // issue 15; the server refuses *.map); the manifest lets a test hold each page to its budget
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
