import { availableParallelism } from 'node:os';
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
    // Vitest's default leaves a core to its main process; on the 2-core CI machine that meant one worker and ~500 s.
    // A worker per core took ~330 s there: the main process needs little once the files are transformed.
    maxWorkers: availableParallelism(),
  },
});
