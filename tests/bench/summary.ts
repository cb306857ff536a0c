/** The one table `npm run bench` ends with: every figure next to its target. */
import { writeFile } from 'node:fs/promises';

export interface SummaryRow {
  section: string;
  item: string;
  figures: string;
  target: string;
  /** undefined: a figure without a target. */
  met?: boolean;
}

/** A Markdown table (pasteable into docs/benchmarks.md), columns padded for the terminal. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const formatSummary = (rows: SummaryRow[]): string =>
  formatTable(
    ['section', 'what', 'figures', 'target', 'met'],
    rows.map((r) => [r.section, r.item, r.figures, r.target, r.met === undefined ? '' : r.met ? 'yes' : 'NO']),
  );

/** Set by `npm run bench` for a section it runs as a child process: where the section writes its figures. */
/** The p-th percentile (nearest rank) of ascending values; NaN for none. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export const SECTION_RESULT_ENV = 'BENCH_SECTION_RESULT_FILE';

/** Hands a section's figures to `npm run bench` (when it started this process); a no-op otherwise. */
export async function writeSectionResult(result: unknown): Promise<void> {
  const file = process.env[SECTION_RESULT_ENV];
  if (file) await writeFile(file, JSON.stringify(result));
}
