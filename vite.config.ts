import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress-plugin.js';

// The server serves public/ itself and mounts Vite under /build/ in development (middleware mode),
// so the dev and the production base are the same and no port is fixed here.
// The `test` section configures vitest: server tests (real HTTP, real database) and client tests (jsdom).
export default defineConfig({
  base: '/build/',
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'public/build',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The offline service worker needs a fixed address (a browser updates it by fetching that address).
      input: { app: 'resources/app.tsx', 'offline-sw': 'resources/offline-sw.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'offline-sw' ? '[name].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  test: {
    // One test file per core (vitest's default leaves one core free, so one file at a time on two): the
    // server tests wait on HTTP and the database more than they compute, and each has its own database.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          pool: 'forks',
          fileParallelism: true,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'adapter',
          environment: 'node',
          include: ['packages/*/tests/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
        },
      },
    ],
  },
});
