/** Request headers the API and its clients agree on. */

/**
 * Header CloudFront adds to every request it forwards to the API, holding a secret the API
 * functions compare (env ORIGIN_VERIFY_SECRET_ENV): a request straight to the execute-api endpoint
 * lacks it and is refused, so nobody skips the WAF, the security headers or the edge.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Header a client sends so a retried submission stores one record and returns the same id. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Header the edge sets on every API request to the viewer's address (CloudFront Function on
 * `/api/*`: `event.viewer.ip`; locally the site server), overwriting whatever the client sent.
 * Behind CloudFront, API Gateway's `sourceIp` is the CloudFront host's address, not the visitor's.
 * The API reads it only after the origin-secret check, so a direct call cannot choose its address.
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
