import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/pglite-template.ts', 'src/test/clamd.ts'],
    // Each API test file boots its own database (from the migrated template) and waits on it, so every core runs a
    // file: vitest's default keeps one core free, which on a two-core CI machine ran one file at a time.
    maxWorkers: availableParallelism(),
    // A worker loads the app's modules once for all its files instead of once a file, which was most of the run's CPU
    // (docs/decisions/0119-api-tests-share-modules.md). Each file still builds its own app on its own database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
