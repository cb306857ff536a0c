/**
 * The requests inbox's index design: the attributes every stored request carries for the indexes of
 * the contacts and demo_requests tables (set once, when it is created), read by the CDK tables, the
 * local environment and the submit use case.
 */
import { REQUEST_RETENTION_DAYS } from '../common/constants';
import { mailboxOf } from '../common/mailbox';
import type { InboxAttributes } from './request-records';

/**
 * Attributes every stored request carries for the inbox's indexes (set once, when it is created):
 *  - `inbox` (constant) + `createdKey` (`{createdAt}#{id}`): the index by creation time, newest first.
 *  - `searchText`: name, e-mail and company in lower case, searched with `contains` on the narrow index
 *    `bySearchText` (same keys, only the search text projected), whose hits are then read by key.
 *  - `emailKey`: the address's mailbox (common/mailbox.ts: lower case, no plus-tag, Gmail without dots),
 *    the partition of the index the GDPR routes look a person up in (every variant of an address at once).
 *    Requests stored before 2026-11-27 hold the lower-case address here (the lookup asks that key too).
 *  - `expiresAt`: epoch seconds, DynamoDB TTL (REQUEST_RETENTION_DAYS after creation).
 */
export const INBOX_PARTITION = 'all';
export const inboxIndexes = {
  /** Partition `inbox`, sort `createdKey`; projects the row fields (never the message). */
  byCreatedAt: { name: 'byCreatedAt', partitionKey: 'inbox', sortKey: 'createdKey' },
  /** Partition `emailKey`; keys only. */
  byEmail: { name: 'byEmail', partitionKey: 'emailKey' },
  /**
   * The same keys as `byCreatedAt` (so a cursor fits both) projecting only `searchText`: a search
   * reads ~100 bytes per request instead of the whole row, then fetches its hits by key.
   */
  bySearchText: { name: 'bySearchText', partitionKey: 'inbox', sortKey: 'createdKey' },
} as const;
/** Attributes the search index copies besides its keys. */
export const inboxSearchAttributes = ['searchText'] as const;
/**
 * Attributes the creation-time index copies besides its keys: what a row of the list shows.
 * `first_name`/`last_name`: the names of demo requests stored before every request used `firstname`/
 * `lastname`; the request adapters rename them when they read (services/src/adapters/stored-request-names.ts).
 * They stay projected until REQUEST_RETENTION_DAYS after that change (the TTL removes those records);
 * DynamoDB cannot change an index's projection in place anyway.
 */
export const inboxRowAttributes = [
  'kind',
  'createdAt',
  'firstname',
  'lastname',
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone',
  'service_preference',
  'status',
  'crm',
  'mail',
  'searchText',
] as const;
export const REQUEST_TTL_ATTRIBUTE = 'expiresAt';

const DAY_SECONDS = 24 * 60 * 60;
/** The lower-case text the search looks in: first and last name, e-mail, company. */
export const searchTextOf = (parts: ReadonlyArray<string | undefined>): string =>
  parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .toLocaleLowerCase('de-DE');

/** The inbox attributes of a request created at `createdAt` (ISO) with these fields. */
export function inboxAttributes(
  id: string,
  createdAt: string,
  fields: { email: string; company_name?: string; firstname?: string; lastname?: string },
  retentionDays: number = REQUEST_RETENTION_DAYS,
): InboxAttributes {
  return {
    inbox: INBOX_PARTITION,
    createdKey: `${createdAt}#${id}`,
    searchText: searchTextOf([fields.firstname, fields.lastname, fields.email, fields.company_name]),
    emailKey: mailboxOf(fields.email),
    expiresAt: Math.floor(Date.parse(createdAt) / 1000) + retentionDays * DAY_SECONDS,
  };
}
