/**
 * Configuration from the environment, read when a handler runs (never at import), so the local
 * gateway may import a handler first and set the environment afterwards. The ONLY module of the
 * services that reads `process.env` (a guard test, services/src/handler-shape.test.ts, keeps it so):
 * an adapter or middleware asks for its setting by name here.
 *
 * Environment variables:
 *  TABLE_CONTACTS, TABLE_DEMO_REQUESTS   physical table names (tableEnvVar)
 *  EVENT_BUS_NAME                        bus the create handlers publish to
 *  PIPEDRIVE_API_TOKEN                   token (local) — or PIPEDRIVE_API_TOKEN_PARAMETER (AWS, SSM name)
 *  PIPEDRIVE_COMPANY_DOMAIN              the company's API origin https://{domain}.pipedrive.com and record URLs
 *  PIPEDRIVE_BASE_URL                    overrides that API origin (the local stand-in); /api/v2 and /api/v1 below it
 *  VOICE_PLATFORM_API_URL                the voice platform's API (default Vapi's EU region, https://api.eu.vapi.ai; locally its stand-in)
 *  VOICE_PLATFORM_API_KEY                its private key (local) — or VOICE_PLATFORM_API_KEY_PARAMETER (AWS, SSM name)
 *  RUFBEREIT_STAGE                       the stage; a non-production stage without a token has no CRM (see STAGE_ENV)
 *  MAIL_FROM, SALES_INBOX                override siteSettings.mailFrom / salesInbox
 *  SITE_URL                              overrides siteSettings.siteUrl in mail links
 *  DELIVERY_RETRY_SCALE                  shrinks the retry policy's durations (local tests); default 1
 *  TABLE_IDEMPOTENCY, MEDIA_BUCKET, COGNITO_USER_POOL_ID   the idempotency table, media bucket, user pool
 *  ORIGIN_VERIFY_SECRET(_ARN), ALTCHA_HMAC_KEY(_SECRET_ARN)  the plain value (local) or the secret (AWS)
 *  MAIL_CONFIGURATION_SET                SES configuration set of every send (optional)
 *  SWEEP_MIN_AGE_SECONDS, MIN_FILL_SECONDS, REQUESTS_PER_CLIENT_PER_HOUR   overrides of the shared defaults
 *  SPAM_CHALLENGE_MAX_NUMBER             a lower proof-of-work difficulty (test environments; never above the default)
 *  POWERTOOLS_METRICS_NAMESPACE          the stage's metrics namespace
 *  S3_FORCE_PATH_STYLE                   path-style S3 addresses (the local stand-in)
 *  PARAMETERS_SECRETS_EXTENSION_HTTP_PORT, AWS_SESSION_TOKEN   the secrets extension's port and token (Lambda sets them)
 *  AWS_REGION, AWS_ENDPOINT_URL_{DYNAMODB,EVENTBRIDGE,SES,SSM}   read by the SDK itself
 */
import {
  ALTCHA_HMAC_KEY_ENV,
  ALTCHA_HMAC_KEY_SECRET_ARN_ENV,
  EVENT_BUS_ENV_VAR,
  MAIL_CONFIGURATION_SET_ENV,
  MEDIA_BUCKET_ENV_VAR,
  METRICS_NAMESPACE,
  METRICS_NAMESPACE_ENV,
  MIN_FILL_SECONDS,
  MIN_FILL_SECONDS_ENV,
  CHALLENGE_MAX_NUMBER,
  CHALLENGE_MAX_NUMBER_ENV,
  ORIGIN_VERIFY_SECRET_ARN_ENV,
  ORIGIN_VERIFY_SECRET_ENV,
  REQUESTS_PER_CLIENT_ENV,
  REQUESTS_PER_CLIENT_PER_HOUR,
  SWEEP_MIN_AGE_ENV,
  SWEEP_MIN_AGE_SECONDS,
  USER_POOL_ENV_VAR,
  MAIL_FROM_ENV,
  PIPEDRIVE_BASE_URL_ENV,
  PIPEDRIVE_DOMAIN_ENV,
  PIPEDRIVE_TOKEN_ENV,
  PIPEDRIVE_TOKEN_PARAMETER_ENV,
  PRODUCTION_STAGE,
  SALES_INBOX_ENV,
  STAGE_ENV,
  SITE_URL_ENV,
  DELIVERY_RETRY_SCALE_ENV,
  VOICE_PLATFORM_API_KEY_ENV,
  VOICE_PLATFORM_API_KEY_PARAMETER_ENV,
  VOICE_PLATFORM_API_URL_ENV,
  VOICE_PLATFORM_EU_API_URL,
  MAX_REQUEST_RETENTION_DAYS,
  isValidRetentionDays,
  REQUEST_RETENTION_DAYS,
  REQUEST_RETENTION_DAYS_ENV,
  siteSettings,
  tableEnvVar,
  type TableName,
} from '@rufbereit/shared';
import type { MailSettings } from './use-cases/notify-sales';
import { retryPolicy, type RetryPolicy } from './use-cases/retry-policy';

/** A setting the deployment must provide is missing: a configuration bug, not bad input. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The variable as set (untrimmed), or undefined. */
const raw = (name: string): string | undefined => process.env[name];

const optional = (name: string): string | undefined => {
  const value = raw(name)?.trim();
  return value ? value : undefined;
};

const required = (name: string): string => {
  const value = optional(name);
  if (!value) throw new ConfigError(`Environment variable ${name} is not set`);
  return value;
};

export const tableNameFor = (table: TableName): string => required(tableEnvVar(table));

export const eventBusName = (): string => required(EVENT_BUS_ENV_VAR);

/** The company's own API origin, as Pipedrive's docs address it: https://{company}.pipedrive.com/api/v2. */
export const pipedriveApiOrigin = (companyDomain: string): string => `https://${companyDomain}.pipedrive.com`;

export type PipedriveSettings =
  | {
      connected: true;
      /** Origin of the API (`/api/v2`, `/api/v1` below it). */
      apiOrigin: string;
      companyDomain: string;
      /** Exactly one of the two is used: the plain token wins (local), else the SSM parameter (AWS). */
      token?: string;
      tokenParameter?: string;
    }
  /** A non-production stage without a token of its own: the CRM step is recorded as not connected. */
  | { connected: false; stage: string };

export function pipedriveSettings(): PipedriveSettings {
  const token = optional(PIPEDRIVE_TOKEN_ENV);
  const tokenParameter = optional(PIPEDRIVE_TOKEN_PARAMETER_ENV);
  const stage = optional(STAGE_ENV);
  if (!token && !tokenParameter) {
    if (stage && stage !== PRODUCTION_STAGE) return { connected: false, stage };
    throw new ConfigError(`Neither ${PIPEDRIVE_TOKEN_ENV} nor ${PIPEDRIVE_TOKEN_PARAMETER_ENV} is set`);
  }
  const companyDomain = required(PIPEDRIVE_DOMAIN_ENV);
  return {
    connected: true,
    apiOrigin: (optional(PIPEDRIVE_BASE_URL_ENV) ?? pipedriveApiOrigin(companyDomain)).replace(/\/+$/, ''),
    companyDomain,
    ...(token ? { token } : { tokenParameter }),
  };
}

export interface VoicePlatformSettings {
  /** The API's base URL: Vapi's EU region unless VOICE_PLATFORM_API_URL says otherwise (the local stand-in). */
  apiUrl: string;
  /** Exactly one of the two: the plain key wins (local), else the SSM parameter (AWS). */
  apiKey?: string;
  apiKeyParameter?: string;
}

export function voicePlatformSettings(): VoicePlatformSettings {
  const apiKey = optional(VOICE_PLATFORM_API_KEY_ENV);
  const apiKeyParameter = optional(VOICE_PLATFORM_API_KEY_PARAMETER_ENV);
  if (!apiKey && !apiKeyParameter) throw new ConfigError(`Neither ${VOICE_PLATFORM_API_KEY_ENV} nor ${VOICE_PLATFORM_API_KEY_PARAMETER_ENV} is set`);
  return {
    apiUrl: (optional(VOICE_PLATFORM_API_URL_ENV) ?? VOICE_PLATFORM_EU_API_URL).replace(/\/+$/, ''),
    ...(apiKey ? { apiKey } : { apiKeyParameter }),
  };
}

/** Origin of links in mails: the public site, or the local site's address (SITE_URL). */
export const publicSiteUrl = (): string => (optional(SITE_URL_ENV) ?? siteSettings.siteUrl).replace(/\/+$/, '');

export const mailSettings = (): MailSettings => ({
  from: optional(MAIL_FROM_ENV) ?? siteSettings.mailFrom,
  to: optional(SALES_INBOX_ENV) ?? siteSettings.salesInbox,
});

/** The retry policy of CRM sync and mail, scaled by DELIVERY_RETRY_SCALE (a positive number; default 1). */
export function deliveryRetryPolicy(): RetryPolicy {
  const scale = Number(optional(DELIVERY_RETRY_SCALE_ENV));
  return retryPolicy(Number.isFinite(scale) && scale > 0 ? scale : 1);
}

/**
 * Days a stored request is kept (its `expiresAt`): REQUEST_RETENTION_DAYS (environment) or the shared
 * default. A value that is not a whole number of days from 1 to MAX_REQUEST_RETENTION_DAYS is a
 * configuration error: the function fails loudly rather than keep personal data for the wrong time.
 */
export function requestRetentionDays(): number {
  const value = optional(REQUEST_RETENTION_DAYS_ENV);
  if (value === undefined) return REQUEST_RETENTION_DAYS;
  const days = Number(value);
  if (!isValidRetentionDays(days)) {
    throw new Error(`${REQUEST_RETENTION_DAYS_ENV} must be a whole number of days from 1 to ${MAX_REQUEST_RETENTION_DAYS}, not "${value}"`);
  }
  return days;
}

/** Age after which the publish sweeper publishes a stored request's missing event (SWEEP_MIN_AGE_SECONDS, ≥ 0). */
export function sweepMinAgeSeconds(): number {
  const configured = raw(SWEEP_MIN_AGE_ENV);
  return configured && Number(configured) >= 0 ? Number(configured) : SWEEP_MIN_AGE_SECONDS;
}

const wholeNumber = (name: string, fallback: number): number => {
  const value = optional(name);
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number ≥ 0, not "${value}"`);
  return number;
};

/** Spam protection: the fewest seconds between showing a form and sending it. */
export const minFillSeconds = (): number => wholeNumber(MIN_FILL_SECONDS_ENV, MIN_FILL_SECONDS);
/**
 * Spam protection: the proof of work's difficulty (the secret number lies in 0 … this). Only ever
 * lowered (test environments); a value above the shared default or below 1 is a configuration error.
 */
export const challengeMaxNumber = (): number => {
  const value = wholeNumber(CHALLENGE_MAX_NUMBER_ENV, CHALLENGE_MAX_NUMBER);
  if (value < 1 || value > CHALLENGE_MAX_NUMBER) throw new Error(`${CHALLENGE_MAX_NUMBER_ENV} must lie between 1 and ${CHALLENGE_MAX_NUMBER}, not ${value}`);
  return value;
};
/** Spam protection: form requests per client and hour. */
export const requestsPerClientPerHour = (): number => wholeNumber(REQUESTS_PER_CLIENT_ENV, REQUESTS_PER_CLIENT_PER_HOUR);

export const userPoolId = (): string => required(USER_POOL_ENV_VAR);
export const mediaBucket = (): string => required(MEDIA_BUCKET_ENV_VAR);

/** Path-style S3 addresses where the stand-in needs them (s3rver has no virtual hosts). */
export const s3ForcePathStyle = (): boolean => raw('S3_FORCE_PATH_STYLE') === 'true';

/** The SES configuration set of every send, if any. */
export const mailConfigurationSet = (): string | undefined => optional(MAIL_CONFIGURATION_SET_ENV);

/** The stage's metrics namespace (`Rufbereit/prod`), else the bare base name. */
export const metricsNamespace = (): string => raw(METRICS_NAMESPACE_ENV) || METRICS_NAMESPACE;

/** A secret given as a plain value (local) or as a Secrets Manager secret id (AWS). */
export interface SecretSource {
  plain?: string;
  secretId?: string;
}

/** The CloudFront origin secret (values compared as set, untrimmed). */
export const originSecretSource = (): SecretSource => ({ plain: raw(ORIGIN_VERIFY_SECRET_ENV), secretId: raw(ORIGIN_VERIFY_SECRET_ARN_ENV) });

/** The proof-of-work signing key. */
export const altchaHmacKeySource = (): SecretSource => ({ plain: optional(ALTCHA_HMAC_KEY_ENV), secretId: optional(ALTCHA_HMAC_KEY_SECRET_ARN_ENV) });

/** Where the AWS Parameters and Secrets Lambda extension listens (its port, if changed) and the token it asks for. */
export const secretsExtensionAccess = (): { port?: string; sessionToken: string } => ({
  port: raw('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT'),
  sessionToken: raw('AWS_SESSION_TOKEN') ?? '',
});
