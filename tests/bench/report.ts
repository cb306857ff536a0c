import { siteRoutes } from '@rufbereit/shared';
import type { CategoryId, PageFigures, TargetCheck } from './lighthouse-figures';

/** Minimum category scores (0–100) the site aims for on mobile. */
export const SCORE_TARGETS: Record<CategoryId, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/**
 * Web Vitals under Lighthouse's mobile throttling, for every public page: LCP at most 1.5 s (the
 * landing page under 1.0 s), no layout shift (CLS shown as 0.000, i.e. below 0.0005), and TBT at
 * most 200 ms (Lighthouse's own "good" mark on mobile; a page at 98 is usually far below it).
 */
export const LCP_TARGET_MS = 1500;
export const LANDING_LCP_TARGET_MS = 1000;
export const CLS_TARGET = 0.0005;
export const TBT_TARGET_MS = 200;
/** Compressed JS that may run before the landing page's first paint (inline boot script and any script tag); KiB like Lighthouse's own figures. */
export const LANDING_INITIAL_JS_BUDGET_BYTES = 10 * 1024;
/** Compressed JS the landing page loads in all (app, page, sections hydrated at load, prefetches). */
export const LANDING_TOTAL_JS_BUDGET_BYTES = 200 * 1024;
export const LANDING_PATH = '/';
/** The page other sites embed (`/demo-player`): it runs on strangers' pages, so all of its JS stays small. */
export const EMBED_BENCH_PATH = '/demo-player?category=all&standalone=true';
export const EMBED_TOTAL_JS_BUDGET_BYTES = 35 * 1024;
/** Every public page of the route table; the embeddable player with the query it is embedded with. */
export const PUBLIC_PAGES: readonly string[] = siteRoutes
  .filter((route) => route.access === 'public')
  .map((route) => (route.path === '/demo-player' ? EMBED_BENCH_PATH : route.path));
const NOINDEX_PATHS = new Set(siteRoutes.filter((route) => !route.indexable).map((route) => route.path));


const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const orDash = (value: number | null, format: (v: number) => string): string => (value == null ? '–' : format(value));

const ms = (v: number): string => `${Math.round(v)} ms`;

/** LCP, CLS and TBT of one page against their targets (a missing figure fails). */
export function vitalChecks(page: PageFigures): TargetCheck[] {
  const landing = page.path === LANDING_PATH;
  const lcpTarget = landing ? LANDING_LCP_TARGET_MS : LCP_TARGET_MS;
  return [
    {
      path: page.path,
      name: 'LCP',
      actual: orDash(page.lcpMs, ms),
      target: landing ? `< ${ms(lcpTarget)}` : `<= ${ms(lcpTarget)}`,
      ok: page.lcpMs != null && (landing ? page.lcpMs < lcpTarget : page.lcpMs <= lcpTarget),
    },
    { path: page.path, name: 'CLS', actual: orDash(page.cls, (v) => v.toFixed(3)), target: '0', ok: page.cls != null && page.cls < CLS_TARGET },
    { path: page.path, name: 'TBT', actual: orDash(page.tbtMs, ms), target: `<= ${ms(TBT_TARGET_MS)}`, ok: page.tbtMs != null && page.tbtMs <= TBT_TARGET_MS },
  ];
}

export function checkTargets(pages: PageFigures[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const page of pages) {
    for (const [id, min] of Object.entries(SCORE_TARGETS) as Array<[CategoryId, number]>) {
      // Pages that are noindex on purpose (sign-in, success pages, the embed, …): Lighthouse's SEO score
      // counts that against them.
      if (id === 'seo' && (page.path === EMBED_BENCH_PATH || NOINDEX_PATHS.has(page.path))) continue;
      const score = page.scores[id];
      checks.push({ path: page.path, name: id, actual: orDash(score, String), target: `>= ${min}`, ok: score != null && score >= min });
    }
    checks.push(...vitalChecks(page));
    if (page.path === EMBED_BENCH_PATH) {
      checks.push({
        path: page.path,
        name: 'JS loaded in all',
        actual: kib(page.totalJsBytes),
        target: `<= ${kib(EMBED_TOTAL_JS_BUDGET_BYTES)}`,
        ok: page.totalJsBytes <= EMBED_TOTAL_JS_BUDGET_BYTES,
      });
    }
    if (page.path === LANDING_PATH) {
      checks.push({
        path: page.path,
        name: 'JS before first paint',
        actual: kib(page.initialJsBytes),
        target: `<= ${kib(LANDING_INITIAL_JS_BUDGET_BYTES)}`,
        ok: page.initialJsBytes <= LANDING_INITIAL_JS_BUDGET_BYTES,
      });
      checks.push({
        path: page.path,
        name: 'JS loaded in all',
        actual: kib(page.totalJsBytes),
        target: `<= ${kib(LANDING_TOTAL_JS_BUDGET_BYTES)}`,
        ok: page.totalJsBytes <= LANDING_TOTAL_JS_BUDGET_BYTES,
      });
    }
  }
  return checks;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length))) ?? [];
  return rows.map((row) => '  ' + row.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  ')).join('\n');
}

export function formatPage(page: PageFigures): string {
  const rows = [
    ['Performance', orDash(page.scores.performance, String)],
    ['Accessibility', orDash(page.scores.accessibility, String)],
    ['Best practices', orDash(page.scores['best-practices'], String)],
    ['SEO', orDash(page.scores.seo, String)],
    ['LCP', orDash(page.lcpMs, (v) => `${Math.round(v)} ms`)],
    ['TBT', orDash(page.tbtMs, (v) => `${Math.round(v)} ms`)],
    ['CLS', orDash(page.cls, (v) => v.toFixed(3))],
    ['Observed FCP / DCL (unthrottled)', `${orDash(page.observedFcpMs, (v) => `${Math.round(v)} ms`)} / ${orDash(page.observedDomContentLoadedMs, (v) => `${Math.round(v)} ms`)}`],
    ['Total JS (compressed)', kib(page.totalJsBytes)],
    ['JS before first paint (files + inline, compressed)', `${kib(page.initialJsBytes)}, ${page.initialJsUrls.length} file(s)`],
    ['Inline JS in HTML', kib(page.inlineJsBytes)],
    ['CPU benchmark index', `${page.benchmarkIndex} (Lighthouse ${page.lighthouseVersion}; busy machine = lower performance)`],
  ];
  const lines = [`\n=== ${page.path}  (${page.finalUrl}) ===`, table(rows)];
  for (const [category, audits] of Object.entries(page.failingAudits)) {
    if (!audits?.length) continue;
    lines.push(`\n  Not passing in ${category}:`);
    for (const audit of audits) {
      const score = audit.score == null ? '' : ` [${audit.score}]`;
      const value = audit.displayValue ? ` – ${audit.displayValue}` : '';
      lines.push(`    - ${audit.id}${score}: ${audit.title}${value}${audit.weight ? '' : ' (diagnostic)'}`);
      for (const example of audit.examples) lines.push(`        ${example}`);
    }
  }
  return lines.join('\n');
}

/**
 * One line per page: performance, LCP, CLS and TBT, each marked against its target, and the CPU
 * index Lighthouse measured (a busy machine lowers the figures; compare runs at similar indices).
 */
export function formatVitals(pages: PageFigures[], checks: TargetCheck[]): string {
  const mark = (page: PageFigures, name: string): string => {
    const check = checks.find((c) => c.path === page.path && c.name === name);
    return check ? `${check.actual} ${check.ok ? 'ok' : 'MISS'}` : '–';
  };
  const rows = [
    ['Page', `Perf (>= ${SCORE_TARGETS.performance})`, `LCP (<= ${LCP_TARGET_MS} ms, / < ${LANDING_LCP_TARGET_MS} ms)`, 'CLS (0)', `TBT (<= ${TBT_TARGET_MS} ms)`, 'CPU index'],
    ...pages.map((page) => [page.path, mark(page, 'performance'), mark(page, 'LCP'), mark(page, 'CLS'), mark(page, 'TBT'), String(page.benchmarkIndex)]),
  ];
  return `\n=== Web Vitals (Lighthouse mobile) ===\n${table(rows)}`;
}

export function formatChecks(checks: TargetCheck[]): string {
  const rows = [['Page', 'Check', 'Actual', 'Target', ''], ...checks.map((c) => [c.path, c.name, c.actual, c.target, c.ok ? 'OK' : 'OVER'])];
  return `\n=== Targets ===\n${table(rows)}`;
}
