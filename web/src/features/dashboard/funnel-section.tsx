/**
 * The demo funnel: how many reached each stage, where they are now, the conversion to the next
 * stage and overall. Bars are plain HTML (their width is the share of all demo requests); the table
 * carries every figure, each current count linked to the inbox filtered by that status.
 */
import { Link } from 'react-router-dom';
import { dashboardTexts, demoStatusLabels, funnelStages, inboxFilterHref, type DashboardBody, type DemoStatus } from '@rufbereit/shared';
import { FigureTable } from '../../components/ui/figure-table';
import { formatCount, formatRate } from './format';

const stages: readonly DemoStatus[] = [...funnelStages, 'verloren'];

export function FunnelSection({ funnel }: { funnel: DashboardBody['funnel'] }) {
  const all = Math.max(1, funnel.reached.pending);
  const rateTo = (stage: DemoStatus): number | null | undefined => funnel.conversions.find((c) => c.from === stage)?.rate;
  const summary = dashboardTexts.funnelSummary(funnel.reached.pending, funnel.reached.gewonnen, formatRate(funnel.overall, dashboardTexts.noRate));
  return (
    <section aria-labelledby="dashboard-funnel" className="space-y-4">
      <h2 id="dashboard-funnel" className="text-xl font-bold text-slate-900">{dashboardTexts.funnelHeading}</h2>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700" data-testid="funnel-summary">{summary}</p>
        <div aria-hidden="true" className="mt-4 space-y-2">
          {stages.map((stage) => (
            <div key={stage} className="flex items-center gap-3">
              <span className="w-28 shrink-0 text-sm text-slate-800">{demoStatusLabels[stage]}</span>
              <span className="h-4 rounded-sm bg-brand-700" style={{ width: `${(funnel.reached[stage] / all) * 100}%`, minWidth: funnel.reached[stage] > 0 ? '2px' : 0 }} />
            </div>
          ))}
        </div>
        <div className="mt-4">
          <FigureTable
            caption={dashboardTexts.funnelHeading}
            testId="funnel-table"
            firstColumn={dashboardTexts.stageColumn}
            columns={[dashboardTexts.reachedColumn, dashboardTexts.currentColumn, dashboardTexts.conversionColumn]}
            nowrap={false}
          >
            {stages.map((stage) => {
              const rate = rateTo(stage);
              return (
                <tr key={stage} className="border-t border-slate-100" data-stage={stage}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">{demoStatusLabels[stage]}</th>
                  <td className="px-3 py-1.5 text-right tabular-nums" data-testid="reached">{formatCount(funnel.reached[stage])}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums" data-testid="current">
                    <Link to={inboxFilterHref({ list: 'demo-requests', status: stage })} className="text-brand-800 underline underline-offset-4">
                      {formatCount(funnel.current[stage])}
                      <span className="sr-only"> {dashboardTexts.showInInbox}</span>
                    </Link>
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums" data-testid="conversion">{rate === undefined ? '' : formatRate(rate, dashboardTexts.noRate)}</td>
                </tr>
              );
            })}
          </FigureTable>
        </div>
        <p className="mt-3 text-sm text-slate-800">
          {dashboardTexts.overallLabel}: <strong data-testid="funnel-overall">{formatRate(funnel.overall, dashboardTexts.noRate)}</strong>
        </p>
      </div>
    </section>
  );
}
