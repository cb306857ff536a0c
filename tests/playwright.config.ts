import { defineConfig, devices } from '@playwright/test';
import { TEST_CHALLENGE_MAX_NUMBER } from './support/test-settings';

/**
 * End-to-end tests: a real Chromium (the system one; never downloaded) against the whole local
 * environment (`infra/local/start.ts`: built site + API gateway + AWS stand-ins) on port 3100, with
 * every stand-in port shifted by 100 so a developer's `npm start` can keep running beside it.
 */
const PORT_SHIFT = Number(process.env.TEST_PORT_SHIFT ?? 0);
/** TEST_PORT_SHIFT moves the site and every stand-in, so two checkouts can run their suites side by side. */
const PORT = 3100 + PORT_SHIFT;
/** E2E_BASE_URL runs the suite against an already running site (e.g. a deployed stack) instead. */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;

/** The whole local environment, fresh data, ports shifted by 100, fast event-retry back-off. */
const localEnvironment = {
  command: 'npx tsx infra/local/start.ts',
  cwd: '..',
  url: `${baseURL}/kontakt`,
  reuseExistingServer: false,
  // Starting every stand-in takes seconds on a quiet machine and far longer on a busy one: only an upper bound.
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(PORT),
    LOCAL_PORT_OFFSET: String(100 + PORT_SHIFT),
    LOCAL_DATA_DIR: '.data/e2e',
    LOCAL_FRESH: '1',
    // Fresh data anyway: DynamoDB's tables in memory, ~20 % less CPU per request than LevelDB on disk.
    LOCAL_DYNAMO_STORAGE: 'memory',
    LOCAL_EVENT_RETRY_BASE_MS: '50',
    // CRM and mail retries over a window of ~4 s instead of 24 h, checked by the sweeper every second, so a
    // step whose service stays down shows `failed` within seconds (the inbox spec's re-run). Every 200 ms
    // cost a twentieth of a core for the whole run (measured idle: 2.1 s of CPU per 40 s, 0.3 s at 2 s).
    DELIVERY_RETRY_SCALE: String(1 / 20_000),
    LOCAL_SWEEP_INTERVAL_MS: '1000',
    // No minimum fill time: the API names it with each challenge and the forms wait that long, so a
    // post no longer waits 3 s. The fill time itself is tested in tests/integration/spam-protection.test.ts
    // and web/src/lib/proof-of-work/form-guard.test.ts.
    SPAM_MIN_FILL_SECONDS: '0',
    // The forms solve a real proof of work of a lower difficulty (tests/support/test-settings.ts).
    SPAM_CHALLENGE_MAX_NUMBER: String(TEST_CHALLENGE_MAX_NUMBER),
  },
};

/**
 * Specs that change what every other spec sees, or see what every other spec does: they switch a stand-in
 * into failure for everyone (the CRM, the mail server), empty the demo catalogue the public pages play, or
 * count every new request of the stage (the live inbox's badge, the dashboard's totals and delivery
 * figures). They run after the others, one at a time, so no spec of another worker sees the outage or the
 * missing recordings, or adds to the count.
 */
const EXCLUSIVE_SPECS = ['inbox.spec.ts', 'retry-now.spec.ts', 'demo-admin.spec.ts', 'live-inbox.spec.ts', 'dashboard.spec.ts'];

/**
 * Debian's headless-only build of Chromium (package chromium-headless-shell: the same source and version
 * as the chromium package, without the windowing layer), the build Playwright itself runs headless tests
 * on. It took a fifth less CPU than /usr/bin/chromium for the same tests (decision 0020). E2E_CHROMIUM
 * runs the suite on another binary, e.g. E2E_CHROMIUM=/usr/bin/chromium.
 */
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Spec files side by side: each makes its own accounts and addresses, and staff sign in once per worker
  // (support/admin-session.ts). E2E_WORKERS overrides the count.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A bound, not a pace: on a busy 2-core machine, starting a browser page and hydrating it alone can take 20 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'de-DE',
    // A visitor who asked for less motion (decision 0022): no page sits repainting an animation while a test
    // waits (the hero's canvas, spinners, fades: a sixth of the browser's CPU), and axe never measures a fade
    // half done. The specs of motion itself ask for it back: landing-part1 (typing chat, smooth scroll),
    // branch-pages' reveal, site-shell's toasts.
    reducedMotion: 'reduce',
    // Recording a trace costs ~1.5 s of CPU per test (its screenshots and snapshots; measured: 21 tests took
    // 120 s of CPU with 'retain-on-failure', 87 s without), a third of the suite's time. CI retries a failed test
    // once and records that retry; locally, add `--trace retain-on-failure` when hunting a failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: EXCLUSIVE_SPECS },
    { name: 'chromium-exclusive', use: chromium, testMatch: EXCLUSIVE_SPECS, workers: 1, dependencies: ['chromium'] },
  ],
  webServer: external ? undefined : localEnvironment,
});
