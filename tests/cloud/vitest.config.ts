import { defineConfig } from 'vitest/config';

// The cloud tier (`npm run test:cloud -- --url https://…`): suites that run against a deployed stage
// over HTTPS; `npm test` runs them against the local site (prove-locally.ts). run.ts sets CLOUD_URL; files run one after another (one stage).
export default defineConfig({
  test: {
    include: ['tests/cloud/**/*.cloud.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    environment: 'node',
  },
});
