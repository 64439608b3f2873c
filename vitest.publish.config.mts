import { defineConfig } from 'vitest/config';

/**
 * npm run test:publish (issue 27.4): publishes a sequence of changes incrementally and
 * compares the site with a cold build. Six builds of the sample shop, one after the other:
 * minutes, so not part of npm test or CI.
 */
export default defineConfig({
  test: {
    include: ['tests/publish/**/*.test.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
  },
});
