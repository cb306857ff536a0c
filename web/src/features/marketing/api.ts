/** The Marketing view's one call to the admin API (JSON, or the same figures as CSV), as TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import { marketingTexts, type MarketingBody } from '@rufbereit/shared';
import { apiFetch, apiRequest } from '../../lib/api/api-client';
import { apiPath } from '../../lib/api/api-path';
import { saveFile } from '../../lib/download/save-file';

/** Berlin days `YYYY-MM-DD`; absent ends: the server's default (the last 30 days up to today). */
export interface MarketingRange {
  from?: string;
  to?: string;
}

const urlOf = (range: MarketingRange, format?: 'csv'): string => {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  if (format) params.set('format', format);
  const text = params.toString();
  return `${apiPath('adminMarketing')}${text ? `?${text}` : ''}`;
};

export const marketingQueryOptions = (range: MarketingRange) =>
  queryOptions({
    queryKey: ['admin', 'marketing', range.from ?? '', range.to ?? ''] as const,
    queryFn: () => apiFetch<MarketingBody>(urlOf(range)),
    // A new campaign shows within a minute of its first visit: asked again when the page is opened after that.
    staleTime: 60_000,
  });

/** The figures of the range as CSV (German Excel: BOM, semicolons), under the name the API gives. */
export async function downloadMarketingCsv(range: Required<MarketingRange>): Promise<void> {
  const response = await apiRequest(urlOf(range, 'csv'), { headers: { accept: 'text/csv' } });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${marketingTexts.csv.fileName}.csv`;
  saveFile(await response.blob(), name);
}
