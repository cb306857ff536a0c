/**
 * The grants many routes share, named by what they are for: a route lists its own grants and spreads
 * the sets it needs (`...grantSets.auditEntry`). Each set is exactly the grants it replaces, in the
 * same order, so the IAM policies the stack derives stay as they were.
 */
import type { Grant, TableOperation } from './grants';
import { PENDING_AUDIO_PREFIX, PUBLISHED_AUDIO_PREFIX } from '../storage/media-keys';

const publishEvents = { bus: 'events', access: 'put' } as const satisfies Grant;

export const grantSets = {
  /** The audit log's entry an admin route writes once it succeeded (route `audit`, staff-audit/staff-audit.ts). */
  auditEntry: [{ table: 'staff_audit', access: ['put'] }],
  /** The staff member's e-mail for a request's history (services/src/http/staff-name.ts): one account looked up in the pool. */
  staffName: [{ userPool: 'users', access: 'lookup' }],
  /**
   * A demo request's status changed by staff, one or many at once: who did it (the pool), the request
   * read and updated, the dashboard's counters (funnel, first staff action), the audit entry.
   */
  demoStatusChange: [
    { userPool: 'users', access: 'lookup' },
    { table: 'demo_requests', access: ['update', 'get'] },
    { table: 'request_stats', access: ['update'] },
    { table: 'staff_audit', access: ['put'] },
  ],
  /** The event of a stored or changed request, put on the bus (CRM and mail run from it). */
  publishEvents: [publishEvents],
  /**
   * What every public form that stores a request needs beside its own table: its event on the bus; the
   * spam protection's replay store and per-address counters (idempotency) and the key that signs the
   * proof-of-work challenges; the dashboard's counter (request_stats: a new request is added to its day);
   * the request's attribution (issue 40 item 2): the day's salt and the visit's record, the counters updated.
   */
  publicFormSubmission: [
    publishEvents,
    { table: 'idempotency', access: ['update'] },
    { secret: 'altchaHmacKey', access: 'read' },
    { table: 'request_stats', access: ['update'] },
    { table: 'site_analytics', access: ['get', 'update'] },
  ],
  /** Both request tables (contacts, demo requests) with the same operations: what the inbox and GDPR read and write. */
  requestTables: (...access: TableOperation[]): Grant[] => [
    { table: 'contacts', access },
    { table: 'demo_requests', access },
  ],
  /** The signed-in account's item of assistant_configurations (its configuration, documents and audio files). */
  accountConfig: {
    read: [{ table: 'assistant_configurations', access: ['get'] }],
    readWrite: [{ table: 'assistant_configurations', access: ['get', 'update'] }],
  },
  /**
   * Publishing a checked audio upload (audio-uploads.ts): the pending file is looked up, read and
   * deleted; the published key is looked up (never overwritten) and written by a server-side copy.
   */
  publishAudio: [
    { bucket: 'media', access: ['list', 'get', 'delete'], keys: [PENDING_AUDIO_PREFIX] },
    { bucket: 'media', access: ['list', 'put'], keys: [PUBLISHED_AUDIO_PREFIX] },
  ],
} as const satisfies Record<string, ReadonlyArray<Grant> | ((...access: TableOperation[]) => Grant[]) | Record<string, ReadonlyArray<Grant>>>;
