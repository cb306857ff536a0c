/**
 * The staff view 'Marketing' (`/admin/marketing`, issue 40 item 4): the query and answer of
 * `GET /api/admin/marketing`. The figures are the cookieless measurement's daily aggregates
 * (services/src/use-cases/site-analytics.ts) summed over a range of Berlin days; requests and won
 * deals count on the day of the request (a cohort), so visits → requests → won compare like with like.
 */
import * as z from 'zod/mini';
import { marketingMessages } from './marketing-messages';
import type { AnalyticsForm } from '../site-analytics/site-analytics';
import { isCalendarDate } from '../inbox/inbox-range';

/** The longest range one call reads (a quarter: 92 days × 8 shards of small queries). */
export const MARKETING_MAX_DAYS = 92;
/** The range the view opens with: the last 30 days up to today. */
export const MARKETING_DEFAULT_DAYS = 30;
/** How many pages the view lists, most viewed first. */
export const MARKETING_TOP_PAGES = 20;

const dayCount = (from: string, to: string): number => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
const calendarDay = z.string().check(z.refine(isCalendarDate, marketingMessages.badDate));

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]`: Berlin days, both inclusive; default the last 30 days. */
export const marketingQuerySchema = z
  .object({
    from: z.optional(calendarDay),
    to: z.optional(calendarDay),
    format: z.optional(z.enum(['json', 'csv'], { error: marketingMessages.unknownFormat })),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { error: marketingMessages.badRange, path: ['to'] }),
    z.refine((q) => !q.from || !q.to || q.from > q.to || dayCount(q.from, q.to) <= MARKETING_MAX_DAYS, {
      error: marketingMessages.rangeTooLong(MARKETING_MAX_DAYS),
      path: ['from'],
    }),
  );
export type MarketingQuery = z.output<typeof marketingQuerySchema>;

/** Visits → requests → won deals of one source (a campaign, a referring site or a page). */
export interface FunnelFigures {
  visits: number;
  requests: number;
  won: number;
  /** The won deals' value (Pipedrive's deal value, EUR). */
  wonValue: number;
  lost: number;
  /** requests / visits, null without visits. */
  visitToRequest: number | null;
  /** won / requests, null without requests. */
  requestToWon: number | null;
}

export interface MarketingBody {
  from: string;
  to: string;
  /** One entry per day of the range, oldest first. */
  days: Array<{ day: string; visitors: number; pageviews: number; requests: number }>;
  totals: { visitors: number; pageviews: number } & FunnelFigures;
  /** Public pages by page views (MARKETING_TOP_PAGES), with the visits that began there and their requests. */
  pages: Array<{ path: string; pageviews: number } & FunnelFigures>;
  /** Every industry page (siteRoutes' branch pages), by page views, 0 included. */
  industries: Array<{ path: string; name: string; pageviews: number } & FunnelFigures>;
  /** Campaigns by visits (UTM source, medium, campaign; an empty value is ''). */
  campaigns: Array<{ source: string; medium: string; campaign: string } & FunnelFigures>;
  /** Referring sites by visits. */
  referrers: Array<{ host: string } & FunnelFigures>;
  /** Demo plays per track and how many of the listeners' visits then sent a request. */
  tracks: Array<{ trackId: string; title?: string; demoPlayStart: number; demoPlayFinish: number; requestsAfterPlay: number }>;
  /** Each form: first interactions (formStart) and requests sent with it. */
  forms: Array<{ form: AnalyticsForm; starts: number; submits: number; rate: number | null }>;
}

