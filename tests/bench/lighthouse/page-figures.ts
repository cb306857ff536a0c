import { brotliCompressSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { inlineScripts } from '../../../infra/src/website/inline-script-hashes';
import { CATEGORIES, type CategoryId, type FailingAudit, type PageFigures } from '../lighthouse-figures';
import type { LighthouseRun } from './run-lighthouse';

type Item = Record<string, unknown>;

/** Rows of a table-like audit detail; undefined for audits without one. */
function detailItems(lhr: Result, auditId: string): Item[] {
  const details = lhr.audits[auditId]?.details;
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items as Item[];
}

const numeric = (lhr: Result, auditId: string): number | null => lhr.audits[auditId]?.numericValue ?? null;
/** A value of the `metrics` audit (observed = measured without throttling). */
function observedMetric(lhr: Result, key: string): number | null {
  const value = detailItems(lhr, 'metrics')[0]?.[key];
  return typeof value === 'number' ? value : null;
}

const toPercent = (score: number | null | undefined): number | null => (score == null ? null : Math.round(score * 100));

/** Script URLs the served HTML requests before any JS runs (what blocks the first interactive paint). */
export function initialScriptUrls(html: string, pageUrl: string): { urls: string[]; inlineBytes: number; inlineCompressedBytes: number } {
  const urls = new Set<string>();
  for (const tag of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = Object.fromEntries([...(tag[2] ?? '').matchAll(/([\w-]+)\s*=\s*["']([^"']*)["']/g)].map((m) => [m[1]?.toLowerCase(), m[2]]));
    const isScript = tag[1]?.toLowerCase() === 'script';
    const href = isScript ? attrs.src : attrs.rel?.toLowerCase() === 'modulepreload' ? attrs.href : undefined;
    if (href) urls.add(new URL(href, pageUrl).href);
  }
  // The same notion of "executable inline script" as the CSP hashes of the site.
  const inline = inlineScripts(html);
  const inlineBytes = inline.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  // As the site serves HTML (brotli), so that inline code counts like a file's transfer size.
  const inlineCompressedBytes = inline.length === 0 ? 0 : brotliCompressSync(inline.join('')).length;
  return { urls: [...urls], inlineBytes, inlineCompressedBytes };
}

const clip = (text: string): string => (text.length > 200 ? `${text.slice(0, 197)}...` : text);

interface ChainNode {
  url: string;
  navStartToEndTime: number;
  transferSize?: number;
  isLongest?: boolean;
  children?: Record<string, ChainNode>;
}

/** The longest request chain of a network-tree detail, as "url (end ms)" steps. */
function longestChain(chains: Record<string, ChainNode>): string[] {
  const steps: string[] = [];
  let level: Record<string, ChainNode> | undefined = chains;
  while (level) {
    const nodes: ChainNode[] = Object.values(level);
    const next = nodes.find((node) => node.isLongest) ?? nodes[0];
    if (!next) break;
    steps.push(`${next.url} (${Math.round(next.navStartToEndTime)} ms)`);
    level = next.children && Object.keys(next.children).length ? next.children : undefined;
  }
  return steps.length ? [`longest chain: ${steps.join(' -> ')}`] : [];
}

/** One line per row of an audit detail: element selector + snippet, URL, or text. */
function describeItem(item: Item): string[] {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node?.selector || node?.snippet) return [`${node.selector ?? ''} ${node.snippet ?? ''}`.trim()];
  if (typeof item.url === 'string') return [`${item.url}${typeof item.wastedBytes === 'number' ? ` (${Math.round(item.wastedBytes / 1024)} KiB unused)` : ''}`];
  const source = item.source as { url?: string } | undefined;
  if (typeof source?.url === 'string') return [source.url];
  // Insight audits nest their content in list sections.
  const value = item.value as { type?: string; chains?: Record<string, ChainNode>; items?: Item[] } | undefined;
  if (item.type === 'list-section') return value?.type === 'network-tree' && value.chains ? longestChain(value.chains) : [];
  if (item.type === 'table' && Array.isArray(item.items)) return (item.items as Item[]).flatMap(describeItem);
  if (typeof item.phase === 'string' && typeof item.timing === 'number') return [`${item.phase}: ${Math.round(item.timing)} ms`];
  if (typeof item.issueType === 'string') return [item.issueType];
  if (typeof item.description === 'string') return [item.description];
  return [];
}

/** Short pointers to what failed, so the developer can find it in the code. */
function examplesOf(lhr: Result, auditId: string, extra: string[], max = 6): string[] {
  const lines = [...extra, ...detailItems(lhr, auditId).flatMap(describeItem)];
  return lines.slice(0, max).map(clip);
}

/** Audits of a category that did not fully pass, heaviest first (manual/informative/N/A ones left out). */
function failingAuditsOf(lhr: Result, categoryId: CategoryId, cspViolations: string[]): FailingAudit[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const failing: FailingAudit[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['manual', 'informative', 'notApplicable', 'error'].includes(audit.scoreDisplayMode)) continue;
    // Performance metrics at >= 0.9 are "green"; listing them would bury the real findings.
    if (ref.group === 'metrics' && audit.score >= 0.9) continue;
    failing.push({
      id: audit.id,
      title: audit.title,
      score: toPercent(audit.score),
      weight: ref.weight,
      displayValue: audit.displayValue,
      examples: examplesOf(lhr, audit.id, audit.id === 'inspector-issues' ? cspViolations : []),
    });
  }
  return failing.sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
}

export function pageFigures(pagePath: string, run: LighthouseRun, html: string): PageFigures {
  const { lhr, cspViolations } = run;
  // By URL, not resource type: the app's modules arrive as prefetches ("Other") and are then
  // imported from the cache (0 bytes), so one URL can appear twice; count its bytes once.
  const scriptBytes = new Map<string, number>();
  for (const item of detailItems(lhr, 'network-requests')) {
    if (typeof item.url !== 'string' || !/\.m?js$/.test(new URL(item.url).pathname)) continue;
    const bytes = typeof item.transferSize === 'number' ? item.transferSize : 0;
    scriptBytes.set(item.url, Math.max(bytes, scriptBytes.get(item.url) ?? 0));
  }
  const sumBytes = (urls: Iterable<string>): number => [...urls].reduce((sum, url) => sum + (scriptBytes.get(url) ?? 0), 0);
  const initial = initialScriptUrls(html, lhr.finalDisplayedUrl);
  const initialSet = new Set(initial.urls);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, toPercent(lhr.categories[id]?.score)])) as Record<CategoryId, number | null>;
  const failingAudits: PageFigures['failingAudits'] = {};
  for (const id of CATEGORIES) if (scores[id] !== 100) failingAudits[id] = failingAuditsOf(lhr, id, cspViolations);

  return {
    path: pagePath,
    url: lhr.requestedUrl ?? lhr.finalDisplayedUrl,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    observedFcpMs: observedMetric(lhr, 'observedFirstContentfulPaint'),
    observedDomContentLoadedMs: observedMetric(lhr, 'observedDomContentLoaded'),
    totalJsBytes: sumBytes(scriptBytes.keys()),
    initialJsBytes: sumBytes([...scriptBytes.keys()].filter((url) => initialSet.has(url))) + initial.inlineCompressedBytes,
    initialJsUrls: initial.urls,
    inlineJsBytes: initial.inlineBytes,
    failingAudits,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
