import { defineConfig } from 'vitest/config';

// Unit tests live next to the code; integration tests (tests/integration) and the security suite
// (tests/security) start the local AWS stand-ins themselves. End-to-end tests run under Playwright, not here.
export default defineConfig({
  test: {
    include: ['{shared,services,infra,web}/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
