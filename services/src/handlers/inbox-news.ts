/**
 * GET /api/admin/inbox-news?since={ISO instant} (access `admin`): per list the number of requests
 * created since then (at most INBOX_NEWS_MAX_COUNT, `more` beyond) and the newest one's creation time.
 * 400 for a missing or malformed `since`. Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS (index queries).
 */
import { inboxNewsQuerySchema, type InboxNews } from '@rufbereit/shared';
import { inboxNewsFromEnv } from '../adapters/dynamo-inbox-news';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { inboxNews } from '../use-cases/inbox-news';

export const handler = createAdminHandler(['getInboxNews'], async (event) => {
  const query = validateInput(inboxNewsQuerySchema, event.queryStringParameters ?? {});
  return jsonResponse(200, (await inboxNews({ reader: inboxNewsFromEnv() }, query)) satisfies InboxNews);
});
