import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CATEGORIES } from '../lighthouse-figures';

export interface LighthouseRun {
  lhr: Result;
  /**
   * The report's `inspector-issues` audit names only the issue type; the gathered artifact says which
   * directive blocked what and where, which is what a developer needs to fix a CSP violation.
   */
  cspViolations: string[];
}

/**
 * `npm run bench -- --block=*beacon-*`: Lighthouse's blockedUrlPatterns (comma-separated), to measure a page
 * without a given script beside runs with it (what a script costs, apart from the machine's speed).
 */
const blockedUrlPatterns = process.argv.find((arg) => arg.startsWith('--block='))?.slice('--block='.length).split(',').filter(Boolean) ?? [];

/**
 * One Lighthouse navigation with the default (mobile) config: Moto G Power emulation and simulated
 * slow-4G throttling, which is what PageSpeed Insights reports as "mobile".
 */
export async function runLighthouse(url: string, chromePort: number): Promise<LighthouseRun> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(blockedUrlPatterns.length > 0 ? { blockedUrlPatterns } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const cspViolations = (artifacts.InspectorIssues?.contentSecurityPolicyIssue ?? []).map((issue) => {
    const where = issue.sourceCodeLocation ? ` at ${issue.sourceCodeLocation.url}:${issue.sourceCodeLocation.lineNumber}:${issue.sourceCodeLocation.columnNumber}` : '';
    const blocked = issue.blockedURL ? ` blocked ${issue.blockedURL}` : '';
    return `CSP ${issue.isReportOnly ? '(report-only) ' : ''}${issue.violatedDirective} (${issue.contentSecurityPolicyViolationType})${blocked}${where}`;
  });
  return { lhr, cspViolations };
}
