/**
 * What the Lighthouse bench reports per page, and its categories: the part of it the rest of the bench
 * (report.ts, run.ts) reads. Lighthouse itself lives in tests/bench/lighthouse/, a package of its own that
 * `npm run bench` installs on first use (decision 0023), so this module must not import it.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

export interface FailingAudit {
  id: string;
  title: string;
  /** 0–100, or null for audits Lighthouse scores only as pass/fail hints. */
  score: number | null;
  /** How much the audit counts in its category (0 = diagnostic only). */
  weight: number;
  displayValue?: string;
  /** A few offending elements or resources, so the developer can find them in the code. */
  examples: string[];
}

export interface PageFigures {
  path: string;
  url: string;
  finalUrl: string;
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /**
   * Unthrottled times of the real load. First paint after DOMContentLoaded means the browser painted only
   * after the module scripts ran (hydration), so Lighthouse's simulation charges all that JS to FCP/LCP.
   */
  observedFcpMs: number | null;
  observedDomContentLoadedMs: number | null;
  /** Compressed bytes over the wire (transferSize) of every script the page loaded, prefetched ones included. */
  totalJsBytes: number;
  /**
   * Compressed bytes of the JavaScript that can run before the first paint: the HTML's script tags,
   * modulepreloads and inline scripts (the app itself is imported only after the first paint).
   */
  initialJsBytes: number;
  initialJsUrls: string[];
  /** Inline <script> text in the HTML (already counted in the document's bytes). */
  inlineJsBytes: number;
  failingAudits: Partial<Record<CategoryId, FailingAudit[]>>;
  /** Lighthouse's CPU speed estimate of this machine; low or busy machines lower the performance score. */
  benchmarkIndex: number;
  lighthouseVersion: string;
}

export interface TargetCheck {
  path: string;
  name: string;
  actual: string;
  target: string;
  ok: boolean;
}

export interface LighthouseResults {
  lighthouse: string | undefined;
  pages: PageFigures[];
  checks: TargetCheck[];
}
