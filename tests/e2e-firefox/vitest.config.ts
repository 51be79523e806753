import { defineConfig } from 'vitest/config';

/**
 * The Firefox end-to-end run (`npm run test:firefox`): its own config so the unit run never launches a
 * browser, one file at a time, and long timeouts for a real browser on a shared 2-core machine.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e-firefox/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
