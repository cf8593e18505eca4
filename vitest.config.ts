import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // Each API test file boots its own migrated database; two cores run two at a time.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
