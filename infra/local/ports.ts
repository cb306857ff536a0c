/**
 * Ports of the local environment, all on 127.0.0.1. `LOCAL_PORT_OFFSET` shifts every port except the
 * site's (which comes from PORT), so the test suite can run beside a developer's `npm start`.
 */
const offset = Number(process.env.LOCAL_PORT_OFFSET ?? 0);

export const localPorts = {
  site: Number(process.env.PORT ?? 3000),
  dynamodb: 4567 + offset,
  s3: 4568 + offset,
  pipedrive: 4570 + offset,
  eventBus: 4571 + offset,
  /** aws-ses-v2-local's default port; its mail view is served at the root. */
  ses: 8005 + offset,
  cognito: 9229 + offset,
} as const;

export const LOCAL_HOST = '127.0.0.1';
export const LOCAL_REGION = 'eu-central-1';
