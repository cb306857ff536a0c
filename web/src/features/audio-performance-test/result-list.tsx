import { CircleCheck, CircleX } from 'lucide-react';
import { performanceTestMessages as m, type PerformanceTestResult } from '@rufbereit/shared';
import { formatMs } from './format';

/** One card per tested URL with its measurements (spec: entities "Performance test result"). */
export function ResultList({ results }: { results: readonly PerformanceTestResult[] }) {
  return (
    <section aria-labelledby="performance-results" className="mt-10">
      <h2 id="performance-results" className="text-2xl font-semibold text-slate-900">
        {m.resultsHeading}
      </h2>
      <ol className="mt-4 space-y-4">
        {results.map((result, index) => {
          const { metrics } = result;
          const issues = [...metrics.errors.details, ...metrics.timeouts.details];
          return (
            <li key={`${index}-${result.url}`} aria-label={result.url} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex items-center gap-2 font-semibold">
                {result.success ? (
                  <CircleCheck aria-hidden="true" className="h-5 w-5 text-green-700" />
                ) : (
                  <CircleX aria-hidden="true" className="h-5 w-5 text-red-700" />
                )}
                <span className={result.success ? 'text-green-800' : 'text-red-800'}>{result.success ? m.success : m.failed}</span>
              </p>
              <p className="mt-1 break-all font-mono text-sm text-slate-700">{result.url}</p>
              <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                <Metric label={m.loadTime} value={formatMs(metrics.loadTime)} />
                <Metric label={m.decodeTime} value={formatMs(metrics.decodeTime)} />
                <Metric label={m.playbackStartTime} value={formatMs(metrics.playbackStartTime)} />
                <Metric label={m.bufferingEvents} value={String(metrics.bufferingEvents)} />
                <Metric label={m.errors} value={String(metrics.errors.count)} />
                <Metric label={m.timeouts} value={String(metrics.timeouts.count)} />
              </dl>
              {issues.length > 0 && (
                <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
                  {issues.map((detail, i) => (
                    <li key={i}>{detail}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 border-b border-slate-100 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
