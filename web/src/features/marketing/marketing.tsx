/**
 * The staff view 'Marketing' (issue 40 item 4): one query for a range of days, then visitors and page
 * views, the sources and campaigns with visits → requests → won deals, the top pages and industry
 * pages, demo plays per recording and form start → submit, and the CSV export of the same figures.
 */
import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketingTexts as t, type MarketingBody } from '@rufbereit/shared';
import { QueryFailed } from '../../components/ui/query-status';
import { downloadMarketingCsv, marketingQueryOptions, type MarketingRange } from './api';
import { FunnelTable, type FunnelRow } from './funnel-table';
import { pageTitleOf } from './page-title';
import { FormsTable, TracksTable } from './plays-and-forms';
import { RangeForm } from './range-form';
import { VisitsSection } from './visits-section';

const campaignLabel = (c: MarketingBody['campaigns'][number]): string => [c.source, c.medium, c.campaign].map((v) => v || t.noCampaign).join(' / ');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function Marketing() {
  const [range, setRange] = useState<MarketingRange>({});
  const [exportFailed, setExportFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({ ...marketingQueryOptions(range), placeholderData: keepPreviousData });
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-slate-700">{t.loading}</p>
        <div aria-hidden="true" className="h-44 animate-pulse rounded-xl bg-slate-200" />
      </div>
    );
  }
  if (query.isError) return <QueryFailed title={t.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const exportCsv = () => {
    setExporting(true);
    setExportFailed(false);
    downloadMarketingCsv({ from: data.from, to: data.to })
      .catch(() => setExportFailed(true))
      .finally(() => setExporting(false));
  };
  const empty = data.totals.visitors === 0 && data.totals.requests === 0;
  const campaigns: FunnelRow[] = data.campaigns.map((c) => ({ ...c, key: `${c.source}|${c.medium}|${c.campaign}`, label: campaignLabel(c) }));
  const referrers: FunnelRow[] = data.referrers.map((r) => ({ ...r, key: r.host, label: r.host }));
  const pages: FunnelRow[] = data.pages.map((p) => ({ ...p, key: p.path, label: p.path, detail: pageTitleOf(p.path) }));
  const industries: FunnelRow[] = data.industries.map((p) => ({ ...p, key: p.path, label: p.name }));
  return (
    <div className="space-y-10" data-testid="marketing" aria-busy={query.isFetching}>
      <div className="space-y-2">
        <RangeForm from={data.from} to={data.to} onApply={setRange} onExport={exportCsv} exporting={exporting} />
        {exportFailed && <p role="alert" className="text-sm font-medium text-red-800">{t.exportFailed}</p>}
        <p className="max-w-3xl text-sm text-slate-700">{t.cohortNote}</p>
      </div>
      {empty && <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800" data-testid="marketing-empty">{t.empty}</p>}
      <VisitsSection data={data} />
      <Section id="marketing-sources" title={t.sourcesHeading}>
        {campaigns.length === 0 ? (
          <p className="text-slate-700">{t.noSources}</p>
        ) : (
          <FunnelTable caption={t.sourcesHeading} firstColumn={t.sourceColumn} rows={campaigns} testId="marketing-campaigns" />
        )}
      </Section>
      {referrers.length > 0 && (
        <Section id="marketing-referrers" title={t.referrersHeading}>
          <FunnelTable caption={t.referrersHeading} firstColumn={t.referrerColumn} rows={referrers} testId="marketing-referrers" />
        </Section>
      )}
      <Section id="marketing-pages" title={t.pagesHeading}>
        {pages.length === 0 ? (
          <p className="text-slate-700">{t.noPages}</p>
        ) : (
          <FunnelTable caption={t.pagesHeading} firstColumn={t.pageColumn} visitsLabel={t.entries} rows={pages} withPageviews testId="marketing-pages" />
        )}
      </Section>
      <Section id="marketing-industries" title={t.industriesHeading}>
        <FunnelTable caption={t.industriesHeading} firstColumn={t.industryColumn} visitsLabel={t.entries} rows={industries} withPageviews testId="marketing-industries" />
      </Section>
      <Section id="marketing-tracks" title={t.tracksHeading}>
        <TracksTable tracks={data.tracks} />
      </Section>
      <Section id="marketing-forms" title={t.formsHeading}>
        <FormsTable forms={data.forms} />
      </Section>
    </div>
  );
}
