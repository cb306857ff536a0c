/**
 * GET /api/admin/marketing (access `admin`): the staff view 'Marketing' (shared/src/marketing/marketing.ts)
 * from the cookieless measurement's daily aggregates of `from`..`to` (Berlin days, default the last 30,
 * at most MARKETING_MAX_DAYS), demo tracks named from the catalogue. `format=csv`: the same figures as a
 * CSV download for German Excel (BOM, semicolons). 400 for a malformed or too long range.
 * Env: TABLE_SITE_ANALYTICS, TABLE_DEMO_TRACKS.
 */
import { marketingQuerySchema, marketingTexts, type MarketingBody } from '@rufbereit/shared';
import { demoTrackRepositoryFromEnv } from '../adapters/dynamo-demo-track-repository';
import { siteAnalyticsFromEnv } from '../adapters/dynamo-site-analytics';
import { createAdminHandler } from '../http/admin-handler';
import { csvResponse } from '../http/csv-response';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { marketingCsv } from '../use-cases/marketing-csv';
import { loadMarketingReport } from '../use-cases/marketing-report';

export const handler = createAdminHandler(['getMarketing'], async (event) => {
  const { format, ...range } = validateInput(marketingQuerySchema, event.queryStringParameters ?? {});
  const store = siteAnalyticsFromEnv();
  const tracks = demoTrackRepositoryFromEnv();
  const body: MarketingBody = await loadMarketingReport(
    { daily: (day) => store.daily(day), trackTitles: async () => new Map((await tracks.listAll()).map((track) => [track.id, track.title])) },
    range,
  );
  if (format !== 'csv') return jsonResponse(200, body);
  // Named after its range (`marketing-2026-11-01-bis-2026-11-27.csv`), not the day of the download.
  const response = csvResponse(marketingTexts.csv.fileName, marketingCsv(body));
  return { ...response, headers: { ...response.headers, 'content-disposition': `attachment; filename="${marketingTexts.csv.fileName}-${body.from}-bis-${body.to}.csv"` } };
});
