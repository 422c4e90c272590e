import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Runs with apps/web as the working directory (npm run build -w @admissao/web).
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  // no source maps in the build: the served code is all a visitor gets (issue 12); a stack
  // trace of the minified bundle is read with a local build when needed
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
});
