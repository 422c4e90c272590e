import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Runs with apps/web as the working directory (npm run build -w @admissao/web).
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
});
