import { EVENT_SOURCE, eventDetailTypes } from './events';
import type { Grant } from './api-routes';

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
  pattern: { source: string[]; 'detail-type': string[] };
  targets: ReadonlyArray<EventTarget>;
}

export const eventRules = [
  {
    id: 'RequestReceived',
    pattern: { source: [EVENT_SOURCE], 'detail-type': [eventDetailTypes.contactCreated] },
    targets: [
      { handler: 'crm-sync', grants: [{ table: 'contacts', access: 'readWrite' }] },
      { handler: 'notify', grants: [{ table: 'contacts', access: 'readWrite' }] },
    ],
  },
] as const satisfies ReadonlyArray<EventRule>;

/** Secrets/config names (SSM parameters in AWS, environment variables locally). */
export const PIPEDRIVE_TOKEN_ENV = 'PIPEDRIVE_API_TOKEN';
export const PIPEDRIVE_DOMAIN_ENV = 'PIPEDRIVE_COMPANY_DOMAIN';
export const PIPEDRIVE_BASE_URL_ENV = 'PIPEDRIVE_BASE_URL';
