import { EVENT_SOURCE, eventDetailTypes } from './events';
import { SES_EVENT_SOURCE, sesEventDetailTypes } from './mail-outcome';
import type { Grant } from '../api/grants';

/**
 * Event rules and their targets. The CDK events construct creates one EventBridge rule per entry
 * (each target with retry policy + SQS dead-letter queue + alarm); the local event bus matches the
 * same patterns and invokes the same handlers. Kept to `source` + `detail-type` equality lists,
 * which is all the local matcher implements.
 */
export interface EventTarget {
  /** `services/src/handlers/{handler}.ts` */
  handler: string;
  grants: ReadonlyArray<Grant>;
}
export interface EventRule {
  id: string;
  /** The bus the rule listens on: ours (default), or the account's default bus, where SES's event destination publishes. */
  bus?: 'app' | 'default';
  pattern: { source: string[]; 'detail-type': string[] };
  /**
   * SES's events of the stage's own configuration set only (`detail.mail.tags.ses:configuration-set`,
   * the tag SES adds to every event it publishes): on the account's default bus every stage's SES events
   * arrive, and each stage's handler must see only the mail it sent. The set's name is the stage's
   * (mailConfigurationSetName); the CDK rule and the local bus add the same condition.
   */
  ownConfigurationSet?: true;
  targets: ReadonlyArray<EventTarget>;
}

/** The tag SES puts on each event of a send through a configuration set: the set's name. */
export const SES_CONFIGURATION_SET_TAG = 'ses:configuration-set';

export const eventRules = [
  {
    id: 'RequestReceived',
    pattern: { source: [EVENT_SOURCE], 'detail-type': [eventDetailTypes.contactCreated, eventDetailTypes.demoRequested] },
    targets: [
      {
        handler: 'crm-sync',
        // Reads the stored request, writes its delivery status back; never creates or deletes one.
        // The idempotency record (Powertools) is put as a lock, updated on success, deleted on failure.
        grants: [
          { table: 'contacts', access: ['get', 'update'] },
          { table: 'demo_requests', access: ['get', 'update'] },
          { table: 'idempotency', access: ['get', 'put', 'update', 'delete'] },
          // The dashboard's CRM and mail health counters.
          { table: 'request_stats', access: ['update'] },
        ],
      },
      {
        handler: 'notify',
        // Reads the stored request, writes its delivery status back; never creates or deletes one.
        // The idempotency record (Powertools) is put as a lock, updated on success, deleted on failure.
        grants: [
          { table: 'contacts', access: ['get', 'update'] },
          { table: 'demo_requests', access: ['get', 'update'] },
          { table: 'idempotency', access: ['get', 'put', 'update', 'delete'] },
          // The dashboard's CRM and mail health counters.
          { table: 'request_stats', access: ['update'] },
        ],
      },
    ],
  },
  {
    // Confirmation with the .ics invitation to the visitor, copy to sales, booking noted on the request;
    // the cancel link mailed again; the calendar cancellation (then the kept cancelled booking is deleted).
    id: 'IntroCallBooked',
    pattern: {
      source: [EVENT_SOURCE],
      'detail-type': [eventDetailTypes.introCallBooked, eventDetailTypes.introCallLinkRequested, eventDetailTypes.introCallCancelled],
    },
    targets: [
      {
        handler: 'intro-call-mail',
        grants: [
          { table: 'intro_call_slots', access: ['get', 'update', 'delete'] },
          { table: 'contacts', access: ['get', 'update'] },
        ],
      },
    ],
  },
  {
    // SES's events of every send through the configuration set: the outcome on the request or booking.
    id: 'MailOutcome',
    bus: 'default',
    ownConfigurationSet: true,
    pattern: {
      source: [SES_EVENT_SOURCE],
      'detail-type': [sesEventDetailTypes.delivery, sesEventDetailTypes.bounce, sesEventDetailTypes.complaint, sesEventDetailTypes.reject],
    },
    targets: [
      {
        handler: 'mail-outcome',
        grants: [
          { table: 'contacts', access: ['get', 'update'] },
          { table: 'demo_requests', access: ['get', 'update'] },
          { table: 'intro_call_slots', access: ['get', 'update'] },
        ],
      },
    ],
  },
] as const satisfies ReadonlyArray<EventRule>;

