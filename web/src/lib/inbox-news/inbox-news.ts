/**
 * The live inbox for every back-office page of an admin: TanStack Query asks
 * `GET /api/admin/inbox-news?since={last visit}` every INBOX_NEWS_POLL_MS while the tab is visible
 * (TanStack pauses interval refetches in a hidden tab and asks again when it is shown), one request
 * for all components that read it (navigation badge, tab title, the lists).
 */
import { useCallback, useEffect, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INBOX_NEWS_POLL_MS, newsCountText, totalNews, type InboxNews } from '@rufbereit/shared';
import { apiFetch } from '../api/api-client';
import { apiPath } from '../api/api-path';
import { useAuth } from '../session/auth-state';
import { setLastVisit, useLastVisit } from './last-visit';

/** Before the first visit: ask from the beginning, to learn the newest request's time. */
const BEGINNING = new Date(0).toISOString();

export const inboxNewsQueryOptions = (since: string) =>
  queryOptions({
    queryKey: ['admin', 'inbox-news', since] as const,
    queryFn: () => apiFetch<InboxNews>(`${apiPath('adminInboxNews')}?since=${encodeURIComponent(since)}`),
    refetchInterval: INBOX_NEWS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

/** The newest creation time of both lists (the visit's end), or the beginning when both are empty. */
export const newestOf = (news: InboxNews): string =>
  [news.contacts.newest, news['demo-requests'].newest].filter((t): t is string => Boolean(t)).sort().at(-1) ?? BEGINNING;

export interface InboxNewsState {
  /** Per list, since the last visit (undefined until known). */
  news?: InboxNews;
  /** Both lists together as shown: '0', '3', '99+'. */
  countText: string;
  /** The last visit (ISO): a row created after it is new. */
  lastVisit?: string;
  /** Ends the visit: what exists now is no longer new. */
  markSeen: () => void;
}

/** The news of the signed-in admin; `enabled: false` for other accounts (no request at all). */
export function useInboxNews(): InboxNewsState {
  const auth = useAuth();
  const account = auth.status === 'signedIn' && auth.me.isAdmin ? auth.me.email : undefined;
  const lastVisit = useLastVisit(account ?? '');
  const since = lastVisit ?? BEGINNING;
  const query = useQuery({ ...inboxNewsQueryOptions(since), enabled: account !== undefined });
  const news = query.data;
  // The first visit starts now: what exists is not new. (Written once; the query then asks from there.)
  useEffect(() => {
    if (account && lastVisit === undefined && news) setLastVisit(account, newestOf(news));
  }, [account, lastVisit, news]);
  // The latest answer for markSeen, which runs in cleanups that see an old render's values.
  const latest = useRef<{ account?: string; news?: InboxNews }>({});
  latest.current = { account, news };
  const markSeen = useCallback(() => {
    const { account: who, news: now } = latest.current;
    if (who && now) setLastVisit(who, newestOf(now));
  }, []);
  const known = lastVisit !== undefined ? news : undefined;
  return { news: known, countText: known ? newsCountText(totalNews(known)) : '0', lastVisit, markSeen };
}
