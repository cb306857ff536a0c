/**
 * The live inbox: per list, how many requests arrived after a point in time (up to a maximum) and
 * when the newest arrived. Asked every few seconds by each open back-office page of an admin.
 */
import { INBOX_NEWS_MAX_COUNT, inboxKinds, type InboxKind, type InboxNews, type InboxNewsQuery, type RequestKind } from '@rufbereit/shared';

export interface InboxNewsReader {
  /** Requests created after `since` (ISO), counting at most `max + 1`. */
  countSince(kind: RequestKind, since: string, max: number): Promise<number>;
  /** Creation time (ISO) of the newest request, if any. */
  newestCreatedAt(kind: RequestKind): Promise<string | undefined>;
}

async function listNews(reader: InboxNewsReader, kind: RequestKind, since: string): Promise<InboxNews[InboxKind]> {
  const [counted, newest] = await Promise.all([reader.countSince(kind, since, INBOX_NEWS_MAX_COUNT), reader.newestCreatedAt(kind)]);
  return { count: Math.min(counted, INBOX_NEWS_MAX_COUNT), more: counted > INBOX_NEWS_MAX_COUNT, ...(newest ? { newest } : {}) };
}

export async function inboxNews(deps: { reader: InboxNewsReader }, query: InboxNewsQuery): Promise<InboxNews> {
  const { reader } = deps;
  const [contacts, demoRequests] = await Promise.all([listNews(reader, inboxKinds.contacts, query.since), listNews(reader, inboxKinds['demo-requests'], query.since)]);
  return { contacts, 'demo-requests': demoRequests };
}
