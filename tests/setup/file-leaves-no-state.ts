/**
 * For tests that run one after the other in one worker's process and module graph (`isolate: false`) but
 * set up their own stand-in through the process's environment (the `stand-ins` project): when a file
 * ends, the variables it set are taken back out of `process.env`, and our modules are loaded anew for the
 * next file (their module-level state, e.g. an SDK client made for this file's endpoint, belonged to this
 * file). The packages in node_modules stay loaded: loading them once per worker instead of once per file
 * is what sharing the process saves. Files that mock modules stay isolated (vitest.config.ts).
 */
import { afterAll, vi } from 'vitest';
import { restoreProcessEnvironment } from '../support/process-environment';

const environmentBefore = { ...process.env };

afterAll(() => {
  restoreProcessEnvironment(environmentBefore);
  vi.resetModules();
});
