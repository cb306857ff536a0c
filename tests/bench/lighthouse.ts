/**
 * `npm run bench`: Lighthouse 12 (mobile) on the built site served by the local environment, as a
 * benchmark — it prints scores, Web Vitals, JS bytes and what to fix, writes last-results.json, and
 * exits 0 whatever the scores are. Exit 1 only when the site is not built or Lighthouse cannot run.
 * `npm run bench -- --html` also writes Lighthouse's full HTML report per page to tests/bench/reports/,
 * `--json` the full JSON result (long tasks, script boot-up times, …) next to it.
 * `npm run bench -- embed` (or `-- /ueber-uns`) measures only the pages named.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchedChrome } from 'chrome-launcher';
import { generateReport } from 'lighthouse';
import { startLocalEnvironment, type LocalEnvironment } from '../../infra/local/environment';
import { launchChromium } from './chromium';
import { pageFigures, type PageFigures } from './page-figures';
import { EMBED_BENCH_PATH, checkTargets, formatChecks, formatPage } from './report';
import { runLighthouse } from './run-lighthouse';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '../..');
const resultsFile = path.join(benchDir, 'last-results.json');
const reportsDir = path.join(benchDir, 'reports');
const writeHtmlReports = process.argv.includes('--html');
const writeJsonReports = process.argv.includes('--json');
/** `npm run bench -- /ueber-uns` measures only the pages named (paths starting with '/'); the embed page is `embed`. */
const chosenPages = process.argv.slice(2).flatMap((arg) => (arg === 'embed' ? [EMBED_BENCH_PATH] : arg.startsWith('/') ? [arg] : []));
const PAGES = chosenPages.length > 0 ? chosenPages : ['/', '/ueber-uns', EMBED_BENCH_PATH];
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

async function main(): Promise<number> {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    console.error('web/dist is missing: run npm run build first.');
    return 1;
  }

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
    for (const pagePath of PAGES) {
      const url = new URL(pagePath, local.urls.site).href;
      console.log(`Lighthouse (mobile): ${url} …`);
      // The HTML as served tells which scripts the page asks for before any JS runs.
      const html = await fetchHtml(url);
      const run = await runLighthouse(url, chrome.port);
      pages.push(pageFigures(pagePath, run, html));
      const reportName = path.join(reportsDir, pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home');
      if (writeHtmlReports || writeJsonReports) await mkdir(reportsDir, { recursive: true });
      if (writeHtmlReports) await writeFile(`${reportName}.html`, generateReport(run.lhr, 'html'));
      if (writeJsonReports) await writeFile(`${reportName}.json`, JSON.stringify(run.lhr, null, 2));
    }

    const checks = checkTargets(pages);
    for (const page of pages) console.log(formatPage(page));
    console.log(formatChecks(checks));
    const results = { measuredAt: new Date().toISOString(), formFactor: 'mobile', lighthouse: pages[0]?.lighthouseVersion, pages, checks };
    await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nFigures written to ${path.relative(process.cwd(), resultsFile)}`);
    return 0;
  } catch (error) {
    console.error('Lighthouse could not run:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await cleanUp();
  }
}

// Explicit exit: Lighthouse can leave timers behind that would keep the process alive after the report.
process.exit(await main());
