/**
 * Configuration from the environment, read when a handler runs (never at import), so the local
 * gateway may import a handler first and set the environment afterwards.
 *
 * Environment variables:
 *  TABLE_CONTACTS, TABLE_DEMO_REQUESTS   physical table names (tableEnvVar)
 *  EVENT_BUS_NAME                        bus the create handlers publish to
 *  PIPEDRIVE_API_TOKEN                   token (local) — or PIPEDRIVE_API_TOKEN_PARAMETER (AWS, SSM name)
 *  PIPEDRIVE_COMPANY_DOMAIN              the company's API origin https://{domain}.pipedrive.com and record URLs
 *  PIPEDRIVE_BASE_URL                    overrides that API origin (the local stand-in); /api/v2 and /api/v1 below it
 *  RUFBEREIT_STAGE                       the stage; a non-production stage without a token has no CRM (see STAGE_ENV)
 *  MAIL_FROM, SALES_INBOX                override siteSettings.mailFrom / salesInbox
 *  SITE_URL                              overrides siteSettings.siteUrl in mail links
 *  DELIVERY_RETRY_SCALE                  shrinks the retry policy's durations (local tests); default 1
 *  AWS_REGION, AWS_ENDPOINT_URL_{DYNAMODB,EVENTBRIDGE,SES,SSM}   read by the SDK itself
 */
import {
  EVENT_BUS_ENV_VAR,
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
  MAX_REQUEST_RETENTION_DAYS,
  isValidRetentionDays,
  REQUEST_RETENTION_DAYS,
  REQUEST_RETENTION_DAYS_ENV,
  siteSettings,
  tableEnvVar,
  type TableName,
} from '@rufbereit/shared';
import { retryPolicy, type RetryPolicy } from './use-cases/retry-policy';

/** A setting the deployment must provide is missing: a configuration bug, not bad input. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optional = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
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

export interface MailSettings {
  from: string;
  to: string;
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
