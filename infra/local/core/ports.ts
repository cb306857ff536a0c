/**
 * Ports of the local environment, all on 127.0.0.1. `LOCAL_PORT_OFFSET` shifts every port except the
 * site's (which comes from PORT), so the test suite can run beside a developer's `npm start`.
 */
export interface LocalPorts {
  site: number;
  dynamodb: number;
  /** The same dynalite for the event targets and scheduled handlers, admitted a few at a time (dynamodb.ts). */
  dynamodbBackground: number;
  s3: number;
  pipedrive: number;
  eventBus: number;
  /** The voice platform's stand-in (Vapi's REST API subset and the control API that rings numbers). */
  voicePlatform: number;
  /** aws-ses-v2-local's default port; its mail view is served at the root. */
  ses: number;
  cognito: number;
}

/** Read at call time (not import time) so tests can choose their ports before starting. */
export function resolveLocalPorts(env: NodeJS.ProcessEnv = process.env, override: { offset?: number; site?: number } = {}): LocalPorts {
  const offset = override.offset ?? Number(env.LOCAL_PORT_OFFSET ?? 0);
  return {
    site: override.site ?? Number(env.PORT ?? 3000),
    dynamodb: 4567 + offset,
    s3: 4568 + offset,
    dynamodbBackground: 4569 + offset,
    pipedrive: 4570 + offset,
    eventBus: 4571 + offset,
    voicePlatform: 4572 + offset,
    ses: 8005 + offset,
    cognito: 9229 + offset,
  };
}

export const LOCAL_HOST = '127.0.0.1';
export const LOCAL_REGION = 'eu-central-1';
/** Account id in local events and ARNs (what AWS's own emulators use). */
export const LOCAL_ACCOUNT_ID = '000000000000';
/** The only credentials s3rver accepts; the other stand-ins accept any, so every local client uses these. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const MEDIA_BUCKET = 'media';
export const EVENT_BUS_NAME = 'default';
