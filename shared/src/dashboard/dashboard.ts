/**
 * The admin dashboard (`/admin`): the query and answer of `GET /api/admin/dashboard`, the inbox
 * links of its figures (its German texts: dashboard-messages.ts). The figures come from per-day aggregates kept up to
 * date as requests, status changes and delivery outcomes are written (services/src/use-cases/request-stats.ts).
 */
import * as z from 'zod/mini';
import { deliveryStatuses, demoStatuses, type DeliveryStatus, type DemoStatus } from '../requests/request-records';
import { dashboardMessages } from './dashboard-messages';

/** Days the request charts cover, and the days of the CRM/mail health. */
export const DASHBOARD_DAYS = 90;
export const DASHBOARD_HEALTH_DAYS = 7;
/** How many upcoming intro calls the dashboard lists. */
export const DASHBOARD_UPCOMING_CALLS = 10;

/** What the dashboard counts per day: the kinds of request a visitor sends. */
export const dashboardKinds = ['contact', 'demo_request', 'intro_call'] as const;
export type DashboardKind = (typeof dashboardKinds)[number];

/**
 * The demo funnel in order; `verloren` leaves it from any stage. A request counts as having reached a
 * stage once it was set to that stage or a later one (so a request set straight to 'Demo geplant'
 * was also contacted); a later correction back never takes a reached stage away.
 */
export const funnelStages = ['pending', 'kontaktiert', 'demo_geplant', 'gewonnen'] as const satisfies readonly DemoStatus[];

/** `GET /api/admin/dashboard?today=YYYY-MM-DD`: `today` (a Berlin date) only for tests of a fixed day; default the server's today. */
const isCalendarDay = (day: string): boolean => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};
export const dashboardQuerySchema = z.object({
  today: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, dashboardMessages.badDay), z.refine(isCalendarDay, dashboardMessages.badDay))),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

export type KindCounts = Record<DashboardKind, number>;
export type DeliveryCounts = Record<DeliveryStatus, number>;

export interface DashboardBody {
  /** Berlin date the figures end with (inclusive). */
  today: string;
  /** One entry per day, oldest first, DASHBOARD_DAYS long. */
  days: Array<{ day: string } & KindCounts>;
  /** ISO weeks touched by the days (`2026-W48`), oldest first, with the week's Monday. */
  weeks: Array<{ week: string; monday: string } & KindCounts>;
  totals: KindCounts;
  /** Demo requests of the last DASHBOARD_DAYS days. */
  funnel: {
    /** How many reached each stage (see funnelStages); `verloren`: how many were ever set lost. */
    reached: Record<DemoStatus, number>;
    /** Where the requests are now. */
    current: Record<DemoStatus, number>;
    /** Share (0..1) of one stage's requests that reached the next, null when the stage had none. */
    conversions: Array<{ from: DemoStatus; to: DemoStatus; rate: number | null }>;
    /** Won of all demo requests, null without any. */
    overall: number | null;
    /** Status changes `from>to` and how often they happened. */
    transitions: Record<string, number>;
  };
  /** Median minutes from a request to the first thing staff did with it (status, note, re-run); null before any. */
  firstAction: { medianMinutes: number | null; count: number };
  /** Requests of the last DASHBOARD_HEALTH_DAYS days by the current state of their CRM sync and mail, per list. */
  health: Record<'contact' | 'demo_request', { crm: DeliveryCounts; mail: DeliveryCounts }>;
  upcomingIntroCalls: Array<{ slot: string; name: string; email: string; phone: string; contactId?: string }>;
}

/**
 * The inbox (`/admin/contacts`) filtered to what a figure counts. The inbox reads `liste`, `status`
 * and `zustand` from its address as the initial tab and filters.
 */
export const inboxFilterParams = { list: 'liste', status: 'status', delivery: 'zustand' } as const;
export function inboxFilterHref(filter: { list: 'contacts' | 'demo-requests'; status?: DemoStatus; delivery?: DeliveryStatus }): string {
  const params = new URLSearchParams({ [inboxFilterParams.list]: filter.list });
  if (filter.status) params.set(inboxFilterParams.status, filter.status);
  if (filter.delivery) params.set(inboxFilterParams.delivery, filter.delivery);
  return `/admin/contacts?${params.toString()}`;
}

/** The inbox's tab and filters from its address (untrusted: anything unknown is ignored). */
export function parseInboxFilterParams(params: URLSearchParams): { list?: 'contacts' | 'demo-requests'; status?: DemoStatus; delivery?: DeliveryStatus } {
  const list = params.get(inboxFilterParams.list);
  const status = params.get(inboxFilterParams.status);
  const delivery = params.get(inboxFilterParams.delivery);
  return {
    ...(list === 'contacts' || list === 'demo-requests' ? { list } : {}),
    ...((demoStatuses as readonly string[]).includes(status ?? '') ? { status: status as DemoStatus } : {}),
    ...((deliveryStatuses as readonly string[]).includes(delivery ?? '') ? { delivery: delivery as DeliveryStatus } : {}),
  };
}

