/**
 * Test helper: captures the embedded-metric lines Powertools Metrics writes to stdout. The test file
 * must set POWERTOOLS_METRICS_DISABLED=false before anything constructs the metrics.
 */
import { vi } from 'vitest';

export interface EmfLine {
  _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string; Unit: string }> }> };
  service: string;
  [metric: string]: unknown;
}

/** Starts capturing (call in beforeEach; vi.restoreAllMocks() ends it). */
export function captureEmf() {
  const lines: EmfLine[] = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = String(chunk);
    if (!text.includes('"_aws"')) return write(chunk, ...(rest as []));
    lines.push(JSON.parse(text) as EmfLine);
    return true;
  });
  return {
    lines,
    /** Sums by metric name over every line captured so far. */
    counts(): Record<string, number> {
      const result: Record<string, number> = {};
      for (const line of lines) {
        for (const { Name } of line._aws.CloudWatchMetrics[0]?.Metrics ?? []) result[Name] = (result[Name] ?? 0) + Number(line[Name]);
      }
      return result;
    },
    clear: () => void lines.splice(0),
  };
}
