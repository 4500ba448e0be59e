/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// During `npm run dev` the console proxies /api to the embedded server (or API_URL).
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores.
    // Unit and API files are independent (in-memory databases, free ports): run two at once.
    // E2E files still run one after another (fileParallelism: false below).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'resources/**/*.test.ts', 'codegen/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'registry', environment: 'node', include: ['tests/registry/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
