import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appLibraries, signInGroup } from './scripts/entry-chunks';
import { contractCalls } from './scripts/contract-calls';
import { precompress } from './scripts/precompress';

// Runs with apps/web as the working directory. `npm run build -w @admissao/web` goes through
// scripts/build.ts, which writes each build to a folder of its own under builds/ and swaps `dist`
// to it whole (decision 046); `outDir` here is only what a bare `vite build` would use.
export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [contractCalls(), react(), precompress()],
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
    // the app, and the sign-in page's own entry (login.html, served for /login; decision 045)
    rolldownOptions: {
      input: { index: 'index.html', login: 'login.html' },
      // never merge the shared chunk into the sign-in entry's chunk: the app's entry would then
      // import it, and run the sign-in page's render
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          groups: command === 'build' ? [await signInGroup(import.meta.dirname), appLibraries] : [],
        },
      },
    },
  },
}));
