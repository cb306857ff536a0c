/**
 * The live inbox: what arrived since a point in time, asked for by every open back-office page of an
 * admin (`GET /api/admin/inbox-news?since=…`). Cheap by design: per list one counting query on the
 * creation-time index (keys only, at most INBOX_NEWS_MAX_COUNT) and one read of the newest key.
 */
import * as z from 'zod/mini';
import type { InboxKind } from './inbox';
import { inboxNewsMessages } from './inbox-messages';

/** How often an open back-office page asks (ms): a new request shows within 15 seconds. */
export const INBOX_NEWS_POLL_MS = 10_000;
/** More new requests than this are shown as "99+": the count stops reading there. */
export const INBOX_NEWS_MAX_COUNT = 99;

/** `since`: an ISO 8601 instant (what `Date.prototype.toISOString` writes). */
export const inboxNewsQuerySchema = z.object({
  since: z.iso.datetime({ error: inboxNewsMessages.badSince }),
});
export type InboxNewsQuery = z.output<typeof inboxNewsQuerySchema>;

export interface InboxListNews {
  /** Requests created strictly after `since`, at most INBOX_NEWS_MAX_COUNT (then `more` is true). */
  count: number;
  more: boolean;
  /** Creation time of the list's newest request (ISO), if it has any: a changed value means new rows. */
  newest?: string;
}
export type InboxNews = Record<InboxKind, InboxListNews>;

/** The count as shown: '99+' beyond the maximum. */
export const newsCountText = (news: Pick<InboxListNews, 'count' | 'more'>): string => (news.more ? `${INBOX_NEWS_MAX_COUNT}+` : String(news.count));

/** The tab title with the count in front: '(3) Admin Kontakte | Rufbereit'; unchanged without news. */
export const titleWithNews = (title: string, countText: string): string => (countText === '0' ? title : `(${countText}) ${title}`);

/** Both lists together (the navigation's badge and the tab title). */
export function totalNews(news: InboxNews): Pick<InboxListNews, 'count' | 'more'> {
  const count = news.contacts.count + news['demo-requests'].count;
  return { count: Math.min(count, INBOX_NEWS_MAX_COUNT), more: news.contacts.more || news['demo-requests'].more || count > INBOX_NEWS_MAX_COUNT };
}
