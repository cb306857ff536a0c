/**
 * The staff view 'Marketing' as CSV for German Excel and LibreOffice, like the inbox export
 * (inbox-csv.ts): UTF-8 with a byte order mark, semicolons, a German header row, every text cell
 * protected against formula injection (campaign names and referrer hosts come from URLs anyone can
 * write). One table: a row per day, page, industry, campaign, referring site, demo recording and
 * form, named in its first column, so Excel's filter picks a section. Decimals with a comma.
 */
import { CSV_SEPARATOR, marketingTexts, type FunnelFigures, type MarketingBody } from '@rufbereit/shared';
import { BOM, csvCell } from './inbox-csv';

type Cell = string | number | null | undefined;
const COLUMNS = marketingTexts.csv.columns.length;
const sections = marketingTexts.csv.sections;

/** A number as German Excel reads it (decimal comma, no thousands separator); empty when absent. */
const numberCell = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(Math.round(value * 100) / 100).replace('.', ','));
const percent = (share: number | null): number | null => (share === null ? null : share * 100);

function line(cells: Cell[]): string {
  const padded = [...cells, ...Array<Cell>(Math.max(0, COLUMNS - cells.length)).fill(undefined)];
  return padded.map((cell) => (typeof cell === 'string' ? csvCell(cell) : numberCell(cell))).join(CSV_SEPARATOR);
}

/** The funnel columns (visits … request → won) of a row. */
const funnelCells = (f: FunnelFigures, pageviews?: number): Cell[] => [f.visits, pageviews, f.requests, f.won, f.wonValue, f.lost, percent(f.visitToRequest), percent(f.requestToWon)];

export function marketingCsv(report: MarketingBody): string {
  const campaignName = (c: MarketingBody['campaigns'][number]) => [c.source, c.medium, c.campaign].map((v) => v || marketingTexts.noCampaign).join(' / ');
  const lines = [
    line([sections.total, `${report.from} – ${report.to}`, ...funnelCells(report.totals, report.totals.pageviews)]),
    ...report.days.map((d) => line([sections.day, d.day, d.visitors, d.pageviews, d.requests])),
    ...report.pages.map((p) => line([sections.page, p.path, ...funnelCells(p, p.pageviews)])),
    ...report.industries.map((p) => line([sections.industry, p.name, ...funnelCells(p, p.pageviews)])),
    ...report.campaigns.map((c) => line([sections.campaign, campaignName(c), ...funnelCells(c)])),
    ...report.referrers.map((r) => line([sections.referrer, r.host, ...funnelCells(r)])),
    ...report.tracks.map((t) => line([sections.track, t.title ?? t.trackId, ...Array<Cell>(8).fill(undefined), t.demoPlayStart, t.demoPlayFinish, t.requestsAfterPlay])),
    ...report.forms.map((f) => line([sections.form, marketingTexts.formLabels[f.form], undefined, undefined, f.submits, ...Array<Cell>(8).fill(undefined), f.starts, percent(f.rate)])),
  ];
  return `${BOM}${[marketingTexts.csv.columns.map(csvCell).join(CSV_SEPARATOR), ...lines].join('\r\n')}\r\n`;
}
