/**
 * `npm run bench`: every benchmark of the project, then one table of all figures next to their targets
 * (pasteable into docs/benchmarks.md), also written to tests/bench/last-results.json. It measures, it does not
 * judge: it exits 0 whatever the figures, 1 only when a benchmark cannot run.
 *
 *   --pages=/,embed        Lighthouse on these paths only (`embed`: the embeddable player) (default: every public page of the route table)
 *   --only=lighthouse,lambda,inbox,dashboard,admin-lists,load,fuzz   run only these sections
 *   --html / --json        Lighthouse's full reports per page (tests/bench/reports/)
 *   --block=*beacon-*      Lighthouse with these URL patterns blocked (what a script costs, beside runs without)
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminListSummaryRows, type AdminListTiming } from './admin-lists';
import { dashboardSummaryRows, type DashboardTiming } from './dashboard';
import { inboxSummaryRows, type InboxTiming } from './inbox';
import { lambdaSummaryRows, measureLambdaBundles } from './lambda-bundles';
import { loadSummaryRows, type LoadFigures } from './load';
import { benchPages } from './lighthouse-package';
import type { PageFigures, TargetCheck } from './lighthouse-figures';
import { EMBED_BENCH_PATH, PUBLIC_PAGES, SCORE_TARGETS, formatChecks, formatVitals } from './report';
import { SECTION_RESULT_ENV, formatSummary, type SummaryRow } from './summary';

const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'last-results.json');
const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const sections = option('only')?.split(',') ?? ['lighthouse', 'lambda', 'inbox', 'dashboard', 'admin-lists', 'load', 'fuzz'];
// `embed` names the embeddable player with its query.
const pagePaths = option('pages')?.split(',').map((p) => (p === 'embed' ? EMBED_BENCH_PATH : p)) ?? PUBLIC_PAGES;

const FUZZ_RUNS = 4000;

const score = (value: number | null): string => (value == null ? '–' : String(value));
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

function pageRow(page: PageFigures, checks: TargetCheck[]): SummaryRow {
  const own = checks.filter((c) => c.path === page.path);
  const { performance, accessibility, seo } = page.scores;
  const seoText = own.some((c) => c.name === 'seo') ? score(seo) : '(noindex)';
  return {
    section: 'Lighthouse (mobile)',
    item: page.path,
    figures:
      `${score(performance)} / ${score(accessibility)} / ${score(page.scores['best-practices'])} / ${seoText}, ` +
      `LCP ${page.lcpMs == null ? '–' : `${(page.lcpMs / 1000).toFixed(1)} s`}, CLS ${page.cls == null ? '–' : page.cls.toFixed(3)}, TBT ${page.tbtMs == null ? '–' : Math.round(page.tbtMs)} ms, ` +
      `JS ${kib(page.initialJsBytes)} / ${kib(page.totalJsBytes)}`,
    target: [`perf >= ${SCORE_TARGETS.performance}, others 100`, ...own.filter((c) => ['LCP', 'CLS', 'TBT'].includes(c.name) || c.name.startsWith('JS')).map((c) => `${c.name} ${c.target}`)].join(', '),
    met: own.every((c) => c.ok),
  };
}

/**
 * Runs a section that starts its own local environment in a fresh Node process: the handlers keep their
 * AWS SDK clients per module (built once, like a warm Lambda), so a second environment in the same
 * process would talk to the stand-ins of the first, long stopped.
 */
async function inChildProcess<T>(file: string): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rufbereit-bench-section-'));
  const resultFile = path.join(dir, 'result.json');
  try {
    const child = spawnSync('npx', ['tsx', file], { env: { ...process.env, [SECTION_RESULT_ENV]: resultFile }, stdio: 'inherit' });
    if (child.status !== 0) throw new Error(`${file} exited with ${child.status}`);
    return JSON.parse(await readFile(resultFile, 'utf8')) as T;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const summary: SummaryRow[] = [];
  // A run of some sections keeps the other sections' last figures.
  const previous = (await readFile(resultsFile, 'utf8').then(JSON.parse).catch(() => ({}))) as Record<string, unknown>;
  const results: Record<string, unknown> = { ...previous, measuredAt: new Date().toISOString(), node: process.versions.node };
  try {
    if (sections.includes('lighthouse')) {
      const lighthouse = await benchPages(pagePaths);
      console.log(formatChecks(lighthouse.checks));
      console.log(formatVitals(lighthouse.pages, lighthouse.checks));
      summary.push(...lighthouse.pages.map((page) => pageRow(page, lighthouse.checks)));
      results.lighthouse = { version: lighthouse.lighthouse, formFactor: 'mobile', pages: lighthouse.pages, checks: lighthouse.checks };
    }
    if (sections.includes('lambda')) {
      console.log('\nLambda bundles: bundling and timing every handler …');
      const lambdas = await measureLambdaBundles();
      summary.push(...lambdaSummaryRows(lambdas));
      results.lambda = lambdas;
    }
    if (sections.includes('inbox')) {
      console.log('\nInbox: seeding the requests and timing pages and searches …');
      const inbox = await inChildProcess<InboxTiming[]>('tests/bench/inbox.ts');
      summary.push(...inboxSummaryRows(inbox));
      results.inbox = inbox;
    }
    if (sections.includes('dashboard')) {
      console.log('\nDashboard: seeding the aggregates of 100,000 requests and timing the route …');
      const dashboard = await inChildProcess<DashboardTiming>('tests/bench/dashboard.ts');
      summary.push(...dashboardSummaryRows(dashboard));
      results.dashboard = dashboard;
    }
    if (sections.includes('admin-lists')) {
      console.log('\nAdmin lists: creating 2,000 accounts in the local user pool and timing the pages …');
      const adminLists = await inChildProcess<AdminListTiming[]>('tests/bench/admin-lists.ts');
      summary.push(...adminListSummaryRows(adminLists));
      results.adminLists = adminLists;
    }
    if (sections.includes('load')) {
      console.log('\nForm posts under load …');
      const load = await inChildProcess<LoadFigures[]>('tests/bench/load.ts');
      summary.push(...loadSummaryRows(load));
      results.load = load;
    }
    if (sections.includes('fuzz')) {
      // The hostile-input property test of `npm test` (a few hundred bodies) with many more bodies.
      console.log(`\nFuzzing both form endpoints with ${FUZZ_RUNS} generated bodies each …`);
      const started = performance.now();
      const fuzz = spawnSync('npx', ['vitest', 'run', 'tests/integration/hostile-input.test.ts'], {
        env: { ...process.env, FUZZ_RUNS: String(FUZZ_RUNS) },
        stdio: 'inherit',
      });
      summary.push({
        section: 'Fuzz (fast-check)',
        item: `${FUZZ_RUNS} bodies per form endpoint`,
        figures: `${fuzz.status === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
        target: 'no 5xx, nothing stored when invalid, CRM and mail done when valid',
        met: fuzz.status === 0,
      });
    }
  } catch (error) {
    console.error('A benchmark could not run:', error instanceof Error ? error.message : error);
    return 1;
  }
  console.log('\n=== Summary (Lighthouse figures: performance / accessibility / best practices / SEO; JS before first paint / in all, compressed) ===');
  console.log(formatSummary(summary));
  results.summary = summary;
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(process.cwd(), resultsFile)}`);
  return 0;
}

// Explicit exit: Lighthouse can leave timers behind that would keep the process alive after the report.
process.exit(await main());
