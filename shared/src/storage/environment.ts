/** Names of the environment variables that carry the stack's resources, secrets and settings to the functions. */
import type { TableName } from './tables';

/** Environment variable that carries a table's physical name to a Lambda. */
export const tableEnvVar = (table: TableName): string => `TABLE_${table.toUpperCase()}`;
export const EVENT_BUS_ENV_VAR = 'EVENT_BUS_NAME';
export const MEDIA_BUCKET_ENV_VAR = 'MEDIA_BUCKET';
/** The user pool a function with a `userPool` grant may read or manage. */
export const USER_POOL_ENV_VAR = 'COGNITO_USER_POOL_ID';
/** The secret the API functions compare with the origin header (ORIGIN_VERIFY_HEADER); locally its value. */
export const ORIGIN_VERIFY_SECRET_ENV = 'ORIGIN_VERIFY_SECRET';
/** On AWS: the ARN of the origin secret, whose current and previous values the functions accept (read at run time). */
export const ORIGIN_VERIFY_SECRET_ARN_ENV = 'ORIGIN_VERIFY_SECRET_ARN';

// The request retention.
/** Environment variable of the API functions that overrides REQUEST_RETENTION_DAYS (CDK context `requestRetentionDays`). */
export const REQUEST_RETENTION_DAYS_ENV = 'REQUEST_RETENTION_DAYS';

// CRM, mail and links (the event pipeline).
/** Secrets/config names (SSM parameters in AWS, environment variables locally). */
export const PIPEDRIVE_TOKEN_ENV = 'PIPEDRIVE_API_TOKEN';
export const PIPEDRIVE_DOMAIN_ENV = 'PIPEDRIVE_COMPANY_DOMAIN';
export const PIPEDRIVE_BASE_URL_ENV = 'PIPEDRIVE_BASE_URL';
/** In AWS: name of the SSM SecureString that holds the Pipedrive token (read at run time, cached). */
export const PIPEDRIVE_TOKEN_PARAMETER_ENV = 'PIPEDRIVE_API_TOKEN_PARAMETER';
/**
 * The stage a function runs in (`dev`, `prod`; `local` under `npm start`), set by the stack on every
 * function beside POWERTOOLS_METRICS_NAMESPACE (metricsNamespace(stage)), so no two stages share metrics.
 * A stage other than PRODUCTION_STAGE without a CRM token of its own records the CRM step as not
 * connected instead of syncing (a test stage never writes to the live CRM); production without a token
 * is a configuration error.
 */
export const STAGE_ENV = 'RUFBEREIT_STAGE';
export const PRODUCTION_STAGE = 'prod';
/** Optional overrides of siteSettings.mailFrom / siteSettings.salesInbox for the notification mail. */
export const MAIL_FROM_ENV = 'MAIL_FROM';
export const SALES_INBOX_ENV = 'SALES_INBOX';
/** The SES configuration set every send names: its event destination reports delivery, bounces and complaints. */
export const MAIL_CONFIGURATION_SET_ENV = 'SES_CONFIGURATION_SET';
/**
 * The stage's configuration set, by a fixed name: the site's stack names it without a reference to the
 * mail stack that creates it, the mail-outcome rule and the SES alarms filter on it, and two stages in
 * one account never share one (`rufbereit-local` for the local environment).
 */
export const mailConfigurationSetName = (stage: string): string => `rufbereit-${stage}`;
/** The stage's site address for links in mails (notification, intro call, Cognito's CustomMessage trigger); siteSettings.siteUrl without it. */
export const SITE_URL_ENV = 'SITE_URL';

// The retries and the sweeper.
/** Factor applied to every DELIVERY_RETRY duration (default 1; the local environment's tests use ~1/1000). */
export const DELIVERY_RETRY_SCALE_ENV = 'DELIVERY_RETRY_SCALE';
/** Overrides SWEEP_MIN_AGE_SECONDS for the sweeper (the local environment's tests use a second). */
export const SWEEP_MIN_AGE_ENV = 'SWEEP_MIN_AGE_SECONDS';

// The public forms' spam protection.
/** Environment variable that lowers the minimum fill time (integration tests post at once; 0 = off). */
export const MIN_FILL_SECONDS_ENV = 'SPAM_MIN_FILL_SECONDS';
/**
 * Environment variable that lowers the proof of work's difficulty below CHALLENGE_MAX_NUMBER (never
 * above it): test environments post thousands of forms, each solved for real, and at full difficulty
 * the hashing was a large part of the test tiers' CPU. The spam protection's own tests keep the full one.
 */
export const CHALLENGE_MAX_NUMBER_ENV = 'SPAM_CHALLENGE_MAX_NUMBER';
/** HMAC key of the challenges: the value (local) or the ARN of the stack's generated secret (AWS). */
export const ALTCHA_HMAC_KEY_ENV = 'ALTCHA_HMAC_KEY';
export const ALTCHA_HMAC_KEY_SECRET_ARN_ENV = 'ALTCHA_HMAC_KEY_SECRET_ARN';
/** Powertools Metrics reads its namespace from this variable. */
export const METRICS_NAMESPACE_ENV = 'POWERTOOLS_METRICS_NAMESPACE';
/** Environment variable that raises the per-client limit (the local load benchmark posts from one address). */
export const REQUESTS_PER_CLIENT_ENV = 'REQUESTS_PER_CLIENT_PER_HOUR';

// The voice platform (Vapi, EU region).
/**
 * The voice platform's API base URL; without it the EU region's (VOICE_PLATFORM_EU_API_URL). The local
 * environment points it at its stand-in. Docs: https://docs.vapi.ai/security-and-privacy/eu-region
 */
export const VOICE_PLATFORM_API_URL_ENV = 'VOICE_PLATFORM_API_URL';
/** The platform's private API key (local: the stand-in's); on AWS VOICE_PLATFORM_API_KEY_PARAMETER names its SSM SecureString. */
export const VOICE_PLATFORM_API_KEY_ENV = 'VOICE_PLATFORM_API_KEY';
export const VOICE_PLATFORM_API_KEY_PARAMETER_ENV = 'VOICE_PLATFORM_API_KEY_PARAMETER';
/** Vapi's EU region ("Each region is a separate, isolated environment"): every API call of the product goes here. */
export const VOICE_PLATFORM_EU_API_URL = 'https://api.eu.vapi.ai';
/**
 * How the platform authenticates its requests to our server URL: the id of the platform's custom credential
 * (a Bearer Token credential the product puts into each number's `server.credentialId`) and its token, which
 * the server-URL routes compare (https://docs.vapi.ai/server-url/server-authentication). Locally the
 * stand-in's credential and a token new with every start.
 */
export const VOICE_SERVER_CREDENTIAL_ID_ENV = 'VOICE_SERVER_CREDENTIAL_ID';
export const VOICE_SERVER_SECRET_ENV = 'VOICE_SERVER_SECRET';
