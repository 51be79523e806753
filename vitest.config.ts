import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { sitesPlugin } from './config/sites-plugin';

export default defineConfig({
  plugins: [WxtVitest(), preact(), sitesPlugin()],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.output/**', 'tests/e2e/**', 'tests/bench/**', '.data/**'],
    setupFiles: ['fake-indexeddb/auto'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
