import * as z from 'zod/mini';
import { findSiteRoute } from '../site/site-routes';

/**
 * Cookieless measurement of the public site (issue 40): what the beacon (web/src/lib/analytics/)
 * sends to `POST /api/analytics` and the API accepts. Nothing here names a person: a path that is a
 * page of the site, the host a visitor came from, the campaign's UTM values, a device class by width,
 * and a handful of named events. The API tells visits apart by a daily salted hash and stores only
 * daily aggregates (services/src/use-cases/site-analytics.ts; docs/features/site-analytics.md).
 */

/** What the beacon reports besides page views. */
export const analyticsEventNames = ['demoPlayStart', 'demoPlayFinish', 'formStart', 'ctaClick', 'introCallBooked'] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** Device class by viewport width (the beacon's `deviceClassOf`). */
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The forms whose first interaction is counted (`formStart`); a request sent with one counts as its submit. */
export const analyticsForms = ['contact', 'demoRequest', 'introCall'] as const;
export type AnalyticsForm = (typeof analyticsForms)[number];

/**
 * What a contact request, a demo request or an intro-call booking keeps of the visit it came from
 * (issue 40 item 2): the visit's entry page and campaign, looked up on the server by the same daily
 * hash the beacon used. Never sent by the browser; absent when no visit of today matches.
 */
export interface VisitAttribution {
  /** The first page of the visit (a public site path). */
  entryPath: string;
  /** utm_source, utm_medium, utm_campaign of the landing URL (lower-case). */
  source?: string;
  medium?: string;
  campaign?: string;
  /** The host of the other site the visit came from. */
  referrerHost?: string;
}

/** The longest UTM value kept; longer values are refused (no real campaign name is that long). */
export const UTM_MAX_LENGTH = 80;
/** Beacons a client (viewer address; IPv6 by /64) may send per hour: a busy reader sends ~100, an office behind one NAT more. */
export const ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR = 600;
/** The largest beacon body the API reads (a page view is ~250 bytes). */
export const MAX_ANALYTICS_BODY_BYTES = 1024;

/** A UTM value: one short line of letters, digits and the usual separators, stored lower-case. */
const utmValue = z.optional(
  z.pipe(
    z.string().check(z.minLength(1), z.maxLength(UTM_MAX_LENGTH), z.regex(/^[\p{L}\p{N} ._+\-/:|]+$/u)),
    z.transform((v) => v.toLowerCase()),
  ),
);

/** A public page of the site (canonical path; an alias counts as its page), else refused: staff pages are not measured. */
const sitePath = z.pipe(
  z.string().check(z.minLength(1), z.maxLength(200), z.refine((p) => findSiteRoute(p)?.access === 'public', 'Unbekannte Seite')),
  z.transform((p) => findSiteRoute(p)?.path ?? p),
);

/** A host name as in a referrer URL (lower-case letters, digits, dots, dashes). */
const hostName = z.pipe(
  z.string().check(z.minLength(1), z.maxLength(253), z.regex(/^[a-zA-Z0-9.-]+$/)),
  z.transform((h) => h.toLowerCase()),
);

/** A short id (demo track, CTA name). */
const shortId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-zA-Z0-9_-]+$/));

export const pageViewSchema = z.object({
  type: z.literal('pageview'),
  path: sitePath,
  referrerHost: z.optional(hostName),
  utmSource: utmValue,
  utmMedium: utmValue,
  utmCampaign: utmValue,
  device: z.enum(deviceClasses),
});

/** An event: demo plays name their track, a form start its form, a CTA click its CTA. */
export const analyticsEventSchema = z
  .object({
    type: z.literal('event'),
    name: z.enum(analyticsEventNames),
    path: sitePath,
    trackId: z.optional(shortId),
    form: z.optional(z.enum(analyticsForms)),
    cta: z.optional(shortId),
  })
  .check(
    z.refine((e) => (e.name === 'demoPlayStart' || e.name === 'demoPlayFinish' ? e.trackId !== undefined : e.trackId === undefined), 'trackId nur und immer bei Demo-Wiedergaben'),
    z.refine((e) => (e.name === 'formStart' ? e.form !== undefined : e.form === undefined), 'form nur und immer bei formStart'),
    z.refine((e) => (e.name === 'ctaClick' ? e.cta !== undefined : e.cta === undefined), 'cta nur und immer bei ctaClick'),
  );

export const analyticsBeaconSchema = z.discriminatedUnion('type', [pageViewSchema, analyticsEventSchema]);
export type AnalyticsBeacon = z.output<typeof analyticsBeaconSchema>;
export type AnalyticsBeaconInput = z.input<typeof analyticsBeaconSchema>;
export type PageView = z.output<typeof pageViewSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
