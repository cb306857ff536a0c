/**
 * Lighthouse 12 (mobile) on the built site served by the local environment (part of `npm run bench`,
 * tests/bench/run.ts): scores, Web Vitals, JS bytes and what to fix per page.
 * `--html` also writes Lighthouse's full HTML report per page to tests/bench/reports/, `--json` the full
 * JSON result (long tasks, script boot-up times, …) next to it.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchedChrome } from 'chrome-launcher';
import { generateReport } from 'lighthouse';
import { startLocalEnvironment, type LocalEnvironment } from '../../../infra/local/environment';
import { launchChromium } from '../chromium';
import type { LighthouseResults, PageFigures } from '../lighthouse-figures';
import { pageFigures } from './page-figures';
import { checkTargets, formatPage } from '../report';
import { runLighthouse } from './run-lighthouse';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(benchDir, '../..');
const reportsDir = path.join(benchDir, 'reports');
const writeHtmlReports = process.argv.includes('--html');
const writeJsonReports = process.argv.includes('--json');
/**
 * Away from `npm start` (3000, offset 0) and the e2e suite, so the bench can run beside both;
 * TEST_PORT_SHIFT moves it like the test suites, so two checkouts can bench side by side.
 */
const PORT_SHIFT = Number(process.env.TEST_PORT_SHIFT ?? 0);
const SITE_PORT = 3200 + PORT_SHIFT;
const PORT_OFFSET = 200 + PORT_SHIFT;

async function fetchHtml(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Requests every image the page's HTML names (src and each srcset candidate) once before Lighthouse
 * loads it. On AWS the variants are pre-generated files behind a warm CDN; the local media server
 * renders each one with sharp on its first request (~250 ms), which Lighthouse would count as the
 * server's response time of the page's largest image.
 */
async function warmImages(html: string, pageUrl: string): Promise<void> {
  const urls = new Set<string>();
  for (const [, attribute, value] of html.matchAll(/\s(src|srcSet|srcset)="([^"]+)"/g)) {
    const candidates = attribute === 'src' ? [value!] : value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!);
    for (const candidate of candidates) {
      const url = new URL(candidate.replace(/&amp;/g, '&'), pageUrl);
      if (url.pathname.startsWith('/media/')) urls.add(url.href);
    }
  }
  await Promise.all([...urls].map(async (url) => (await fetch(url)).arrayBuffer()));
}

/** Starts the local environment with the built site, runs Lighthouse on each path, stops everything. */
export async function benchPages(paths: readonly string[]): Promise<LighthouseResults> {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) throw new Error('web/dist is missing: run npm run build first.');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'rufbereit-bench-'));
  let local: LocalEnvironment | undefined;
  let chrome: LaunchedChrome | undefined;
  const cleanUp = async (): Promise<void> => {
    chrome?.kill();
    chrome = undefined;
    await local?.stop();
    local = undefined;
    await rm(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C must not leave the stand-ins or Chromium behind.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    local = await startLocalEnvironment({ dataDir, fresh: true, quiet: true, serveSite: true, sitePort: SITE_PORT, portOffset: PORT_OFFSET });
    // First requests must not pay for maximum-quality brotli (CloudFront's edge caches compressed copies).
    await local.sitePrecompressed;
    chrome = await launchChromium();
    const pages: PageFigures[] = [];
    for (const pagePath of paths) {
      const url = new URL(pagePath, local.urls.site).href;
      console.log(`Lighthouse (mobile): ${url} …`);
      // The HTML as served tells which scripts the page asks for before any JS runs.
      const html = await fetchHtml(url);
      await warmImages(html, url);
      const run = await runLighthouse(url, chrome.port);
      const figures = pageFigures(pagePath, run, html);
      pages.push(figures);
      console.log(formatPage(figures));
      const reportName = path.join(reportsDir, pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home');
      if (writeHtmlReports || writeJsonReports) await mkdir(reportsDir, { recursive: true });
      if (writeHtmlReports) await writeFile(`${reportName}.html`, generateReport(run.lhr, 'html'));
      if (writeJsonReports) await writeFile(`${reportName}.json`, JSON.stringify(run.lhr, null, 2));
    }
    return { lighthouse: pages[0]?.lighthouseVersion, pages, checks: checkTargets(pages) };
  } finally {
    await cleanUp();
  }
}
