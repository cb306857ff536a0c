import { clsx } from 'clsx';
import { isAlertRate, performanceTestMessages as m, type PerformanceTestSummary } from '@rufbereit/shared';
import { formatMs, formatRate } from './format';

/** The four figures of spec: entities "Summary"; timeout and error rates red above 10 % (limits). */
export function PerformanceSummary({ summary, partial }: { summary: PerformanceTestSummary; partial: boolean }) {
  const figures = [
    { label: m.successRate, value: formatRate(summary.successRate), alert: false },
    { label: m.averageLoadTime, value: formatMs(summary.averageLoadTime), alert: false },
    { label: m.timeoutRate, value: formatRate(summary.timeoutRate), alert: isAlertRate(summary.timeoutRate) },
    { label: m.errorRate, value: formatRate(summary.errorRate), alert: isAlertRate(summary.errorRate) },
  ];
  return (
    <section aria-labelledby="performance-summary" className="mt-10">
      <h2 id="performance-summary" className="text-2xl font-semibold text-slate-900">
        {partial ? m.summaryPartial : m.summaryHeading}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className={clsx('rounded-xl border p-4', figure.alert ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white')}>
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd data-alert={figure.alert || undefined} className={clsx('mt-1 text-2xl font-bold', figure.alert ? 'text-red-700' : 'text-slate-900')}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
