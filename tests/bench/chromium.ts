import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';

/** The machine's Chromium; the bench never downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless and quiet: no update checks, sync or background traffic that would skew network figures. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts one Chromium that Lighthouse drives over its debugging port; kill() also removes its profile dir. */
export function launchChromium(): Promise<LaunchedChrome> {
  // `npm test` installs only the headless shell; the full browser comes with the script's default scope.
  if (!existsSync(CHROMIUM_PATH)) return Promise.reject(new Error(`${CHROMIUM_PATH} is missing: install it with \`bash scripts/install-system-deps.sh\` (as root).`));
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
}
