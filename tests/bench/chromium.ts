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
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
}
