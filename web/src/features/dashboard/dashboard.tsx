/** The admin dashboard: one query, then the requests, the funnel, the first action, CRM/mail health and the next calls. */
import { useQuery } from '@tanstack/react-query';
import { dashboardTexts } from '@rufbereit/shared';
import { QueryFailed } from '../../components/ui/query-status';
import { dashboardQueryOptions } from './api';
import { FunnelSection } from './funnel-section';
import { HealthSection } from './health-section';
import { FirstActionCard, UpcomingCalls } from './overview-cards';
import { RequestsSection } from './requests-section';

export function Dashboard() {
  const query = useQuery(dashboardQueryOptions());
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-slate-700">{dashboardTexts.loading}</p>
        <div aria-hidden="true" className="h-44 animate-pulse rounded-xl bg-slate-200" />
      </div>
    );
  }
  if (query.isError) return <QueryFailed title={dashboardTexts.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const empty = data.totals.contact + data.totals.demo_request + data.totals.intro_call === 0;
  return (
    <div className="space-y-10" data-testid="dashboard">
      {empty && <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">{dashboardTexts.empty}</p>}
      <RequestsSection data={data} />
      <div className="grid gap-6 md:grid-cols-2">
        <FirstActionCard firstAction={data.firstAction} />
        <UpcomingCalls calls={data.upcomingIntroCalls} />
      </div>
      <FunnelSection funnel={data.funnel} />
      <HealthSection health={data.health} />
    </div>
  );
}
