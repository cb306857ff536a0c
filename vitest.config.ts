import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** The files of `globs` (outside node_modules) whose text matches `pattern`: how a file's project is found. */
const filesWhoseTextMatches = (globs: string[], pattern: RegExp): string[] =>
  globSync(globs).filter((file) => !file.includes('/node_modules/') && pattern.test(readFileSync(file, 'utf8')));

/**
 * The test tiers (README, "Tests in tiers"). Each runs on its own (`npm run test:<tier>`); `npm test`
 * runs them all (scripts/test.sh). End-to-end tests run under Playwright, not here.
 *
 * - unit: next to the code. No stand-in, no port, no child process (tests/setup/no-ports.ts refuses them).
 * - integration: tests/integration against the local environment, one per worker shared by its files
 *   (tests/support/local-environment.ts); the files that inject faults or need other settings start their own
 *   (OWN_ENVIRONMENT_TESTS); and the tests of single stand-ins and adapters (STAND_IN_TESTS: one after the
 *   other in their worker's process, each file's variables taken back when it ends; the ones that mock
 *   modules isolated).
 * - security: tests/security, the attacks replayed against the shared environment.
 * - synth: the CDK app synthesised with real bundling (cdk-nag, IAM, alarms).
 */

/**
 * Tests of one stand-in or adapter (dynalite, SES, the CRM fake, a child process): the local layer's next to
 * its code as `*.integration.test.ts`, the services' adapters and handlers in tests/integration/services.
 * They set the process's environment for their stand-in (taken back when the file ends, below).
 */
const STAND_IN_TESTS = ['{services,infra,shared}/**/*.integration.test.ts', 'tests/integration/services/**/*.test.ts'];

/**
 * Of those, the files that mock modules, stub globals or fake timers: each in a module graph of its own
 * (project `stand-ins-isolated`). The others run one after the other in their worker's process
 * (`stand-ins`, `isolate: false`); tests/setup/file-leaves-no-state.ts takes each file's variables back
 * out of `process.env` and reloads our modules for the next. 29.7 s of CPU for the 21 files before,
 * most of it a fresh process loading the SDKs and the kit for each file.
 */
const MOCKS_MODULES = /\bvi\.(mock|doMock|stubGlobal)\(|useFakeTimers/;
const STAND_IN_ISOLATED = filesWhoseTextMatches(STAND_IN_TESTS, MOCKS_MODULES);

/**
 * Integration and security files that start their own environment (`startTestEnvironment(...)`): they
 * inject faults, need other settings (fill time, retry window, sandbox, the site served) or assert a
 * stage-wide list (the audit log, the demo catalogue). They run one after the other in their worker (each
 * with its own environment); the others share their worker's environment (`sharedTestEnvironment()`).
 * Found by reading the files, plus the port tests.
 */
export const OWN_ENVIRONMENT_TESTS = [
  ...filesWhoseTextMatches(['tests/integration/*.test.ts', 'tests/security/*.test.ts'], /startTestEnvironment\(/),
  'tests/integration/test-ports.test.ts',
];

const SYNTH_TESTS = ['infra/src/**/*.synth.test.ts'];

const setupFiles = ['tests/setup/async-util-timeout.ts'];

/**
 * The tiers against a running environment: a test may take 90 s before it counts as hung. Their waits for
 * the pipeline allow 30–45 s (`eventually`), and the first test after an environment starts waits for the
 * Lambda process to load its handlers while every stage of `npm test` shares two cores: 30 s per test
 * timed out there (the CI run at stop 43) with nothing wrong. A condition that never comes true still fails.
 */
const ENVIRONMENT_TIER = { testTimeout: 90_000, hookTimeout: 120_000 };

/**
 * Unit tests under `npm test` share two cores with every other stage: the first render of a lazy page
 * (web/src/app/prerendered-content.test.tsx) took 19 s here and over 30 s in the CI run at stop 44, which
 * failed on it with nothing wrong. The unit tier's speed is measured by its own run (`npm run test:unit`,
 * at most 60 s); the timeout only catches a test that hangs.
 */
const UNIT_TIER = { testTimeout: 90_000, unstubGlobals: true, unstubEnvs: true };

const UNIT_TESTS = ['{shared,services,infra,web}/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'tests/support/**/*.test.ts'];
const NOT_UNIT = ['**/node_modules/**', '**/dist/**', ...STAND_IN_TESTS, ...SYNTH_TESTS];

/**
 * Unit files that change state beyond their own module: module mocks, or the process's environment
 * written (a module-level singleton may be set up through it: Powertools' metrics). They run isolated;
 * the others share their worker's module graph (`isolate: false`: React, testing-library and the
 * shared contracts load once per worker instead of once per file, which took most of the tier's time).
 * Stubbed globals and variables (`unstubGlobals`, `unstubEnvs`) and fake timers
 * (tests/setup/unit-restores.ts) are taken back after every test, so files that only use those share too.
 * Found by reading the files, so a new test is classified without a list to keep.
 */
const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock)\(|delete\s+process\.env\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/;
const UNIT_ISOLATED = filesWhoseTextMatches(UNIT_TESTS, CHANGES_SHARED_STATE).filter((file) => !/\.(integration|synth)\.test\./.test(file));
const UNIT_SETUP = [...setupFiles, 'tests/setup/no-ports.ts', 'tests/setup/unit-restores.ts'];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'node',
    setupFiles,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...UNIT_TIER,
          include: UNIT_TESTS,
          exclude: [...NOT_UNIT, ...UNIT_ISOLATED],
          setupFiles: UNIT_SETUP,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', ...UNIT_TIER, include: UNIT_ISOLATED, exclude: NOT_UNIT, setupFiles: UNIT_SETUP },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          ...ENVIRONMENT_TIER,
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...STAND_IN_TESTS, ...OWN_ENVIRONMENT_TESTS],
          // One environment per worker (tests/support/local-environment.ts): the worker runs its files one after
          // the other in one process, so the environment started by the first serves the rest.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-own',
          ...ENVIRONMENT_TIER,
          include: OWN_ENVIRONMENT_TESTS.filter((file) => file.startsWith('tests/integration/')),
          // One after the other in their worker's process and module graph, each with the environment it
          // starts and stops (its stop ends every process and server of it, and startTestEnvironment takes
          // its settings back out of process.env): importing the kit, the SDK clients and the shared
          // contracts once per worker instead of once per file took 234 → 191 s of CPU for these files.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'stand-ins',
          ...ENVIRONMENT_TIER,
          include: STAND_IN_TESTS,
          exclude: ['**/node_modules/**', ...STAND_IN_ISOLATED],
          setupFiles: [...setupFiles, 'tests/setup/file-leaves-no-state.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'stand-ins-isolated',
          ...ENVIRONMENT_TIER,
          include: STAND_IN_ISOLATED,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          ...ENVIRONMENT_TIER,
          include: ['tests/security/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...OWN_ENVIRONMENT_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'security-own',
          ...ENVIRONMENT_TIER,
          // As integration-own.
          isolate: false,
          include: OWN_ENVIRONMENT_TESTS.filter((file) => file.startsWith('tests/security/')),
        },
      },
      {
        extends: true,
        // One module graph per worker: aws-cdk-lib and the handler bundles (handler-bundles.ts) load once, not per file.
        test: { name: 'synth', include: SYNTH_TESTS, isolate: false, testTimeout: 120_000, hookTimeout: 600_000, globalSetup: ['tests/setup/synth-outdir.ts'] },
      },
    ],
  },
});
