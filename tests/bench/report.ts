import { siteRoutes } from '@rufbereit/shared';
import type { PageFigures } from './page-figures';
import type { CategoryId } from './run-lighthouse';

/** Minimum category scores (0–100) the site aims for on mobile. */
export const SCORE_TARGETS: Record<CategoryId, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Compressed JS that may run before the landing page's first paint (boot.ts); KiB like Lighthouse's own figures. */
export const LANDING_INITIAL_JS_BUDGET_BYTES = 10 * 1024;
/** Compressed JS the landing page loads in all (app, page, sections hydrated at load, prefetches). */
export const LANDING_TOTAL_JS_BUDGET_BYTES = 200 * 1024;
export const LANDING_PATH = '/';
/** The page other sites embed (`/demo-player`): it runs on strangers' pages, so all of its JS stays small. */
export const EMBED_BENCH_PATH = '/demo-player?category=all&standalone=true';
export const EMBED_TOTAL_JS_BUDGET_BYTES = 35 * 1024;
const NOINDEX_PATHS = new Set(siteRoutes.filter((route) => !route.indexable).map((route) => route.path));

export interface TargetCheck {
  path: string;
  name: string;
  actual: string;
  target: string;
  ok: boolean;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const orDash = (value: number | null, format: (v: number) => string): string => (value == null ? '–' : format(value));

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
    ['JS before first paint (script tags)', `${kib(page.initialJsBytes)} in ${page.initialJsUrls.length} file(s)`],
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

export function formatChecks(checks: TargetCheck[]): string {
  const rows = [['Page', 'Check', 'Actual', 'Target', ''], ...checks.map((c) => [c.path, c.name, c.actual, c.target, c.ok ? 'OK' : 'OVER'])];
  return `\n=== Targets ===\n${table(rows)}`;
}
