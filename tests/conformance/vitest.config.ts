/**
 * The conformance run (`npm test` step "conformance"): the extension's real client, storage and sync engine
 * against Stoplight Prism over the seed's OpenAPI document. Kept out of the unit step because it starts the
 * reference server and Prism processes.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/conformance/**/*.conformance.ts'],
    setupFiles: ['fake-indexeddb/auto'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
