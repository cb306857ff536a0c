import {
  ALTCHA_HMAC_KEY_ENV,
  CHALLENGE_MAX_NUMBER_ENV,
  DELIVERY_RETRY_SCALE_ENV,
  EVENT_BUS_ENV_VAR,
  MAIL_CONFIGURATION_SET_ENV,
  MEDIA_BUCKET_ENV_VAR,
  METRICS_NAMESPACE_ENV,
  MIN_FILL_SECONDS_ENV,
  PIPEDRIVE_BASE_URL_ENV,
  PIPEDRIVE_DOMAIN_ENV,
  PIPEDRIVE_TOKEN_ENV,
  REQUESTS_PER_CLIENT_ENV,
  STAGE_ENV,
  SWEEP_MIN_AGE_ENV,
  VOICE_PLATFORM_API_KEY_ENV,
  VOICE_PLATFORM_API_URL_ENV,
  VOICE_SERVER_CREDENTIAL_ID_ENV,
  VOICE_SERVER_SECRET_ENV,
  mailConfigurationSetName,
  metricsNamespace,
  tableEnvVar,
  tableNames,
} from '@rufbereit/shared';
import { EVENT_BUS_NAME, LOCAL_CREDENTIALS, LOCAL_REGION, MEDIA_BUCKET } from '../core/ports';

/** The stage name of the local environment (STAGE_ENV). */
export const LOCAL_STAGE = 'local';

export interface PipedriveSettings {
  baseUrl: string;
  token: string;
  companyDomain: string;
}

/** The voice platform's API (the local stand-in's) and the credential it authenticates its server-URL requests with. */
export interface VoicePlatformSettings {
  apiUrl: string;
  apiKey: string;
  serverCredentialId: string;
  serverSecret: string;
}

export interface HandlerEnvironmentInput {
  endpoints: { dynamodb: string; s3: string; eventBridge: string; ses: string; cognito: string };
  cognito: { userPoolId: string; clientId: string; issuer: string; jwksUrl: string };
  pipedrive: PipedriveSettings;
  voicePlatform: VoicePlatformSettings;
  /** Signs the proof-of-work challenges (on AWS the stack's generated secret). */
  altchaHmacKey: string;
  quiet: boolean;
}

/**
 * The variables that differ from one start to the next — new with every start (the HMAC key, the pool's
 * ids) or a test environment's settings (startLocalEnvironment's options) — and that the handlers read on
 * each call through services/src/config.ts, never when their module loads.
 */
export const CHANGING_AND_READ_PER_CALL = [
  ALTCHA_HMAC_KEY_ENV,
  'COGNITO_USER_POOL_ID',
  'COGNITO_CLIENT_ID',
  'COGNITO_ISSUER',
  'COGNITO_JWKS_URL',
  DELIVERY_RETRY_SCALE_ENV,
  MIN_FILL_SECONDS_ENV,
  CHALLENGE_MAX_NUMBER_ENV,
  REQUESTS_PER_CLIENT_ENV,
  SWEEP_MIN_AGE_ENV,
  VOICE_SERVER_SECRET_ENV,
] as const;

/**
 * The environment the Lambda functions get from the stack, pointed at the local stand-ins. The SDK
 * reads the service endpoints from AWS_ENDPOINT_URL_{SERVICE}; S3 additionally needs path style
 * (S3_FORCE_PATH_STYLE, read by the services' S3 adapter) because s3rver has no virtual hosts.
 */
export function handlerEnvironment(input: HandlerEnvironmentInput): Record<string, string> {
  const { endpoints, cognito, pipedrive, voicePlatform } = input;
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_EVENTBRIDGE: endpoints.eventBridge,
    AWS_ENDPOINT_URL_SES: endpoints.ses,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    // s3rver stores aws-chunked framing verbatim and cannot answer checksum requests.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    S3_FORCE_PATH_STYLE: 'true',
    ...Object.fromEntries(tableNames.map((table) => [tableEnvVar(table), table])),
    [EVENT_BUS_ENV_VAR]: EVENT_BUS_NAME,
    [MEDIA_BUCKET_ENV_VAR]: MEDIA_BUCKET,
    // Every send names it, so the local SES layer reports delivery, bounces and complaints as SES does.
    [MAIL_CONFIGURATION_SET_ENV]: mailConfigurationSetName('local'),
    [PIPEDRIVE_BASE_URL_ENV]: pipedrive.baseUrl,
    [PIPEDRIVE_TOKEN_ENV]: pipedrive.token,
    [PIPEDRIVE_DOMAIN_ENV]: pipedrive.companyDomain,
    [VOICE_PLATFORM_API_URL_ENV]: voicePlatform.apiUrl,
    [VOICE_PLATFORM_API_KEY_ENV]: voicePlatform.apiKey,
    [VOICE_SERVER_CREDENTIAL_ID_ENV]: voicePlatform.serverCredentialId,
    [VOICE_SERVER_SECRET_ENV]: voicePlatform.serverSecret,
    [ALTCHA_HMAC_KEY_ENV]: input.altchaHmacKey,
    COGNITO_USER_POOL_ID: cognito.userPoolId,
    COGNITO_CLIENT_ID: cognito.clientId,
    COGNITO_ISSUER: cognito.issuer,
    COGNITO_JWKS_URL: cognito.jwksUrl,
    COGNITO_ENDPOINT: endpoints.cognito,
    POWERTOOLS_SERVICE_NAME: 'rufbereit-local',
    // The stage `local`, as the stack names its stage on every function (its metrics namespace too).
    [STAGE_ENV]: LOCAL_STAGE,
    [METRICS_NAMESPACE_ENV]: metricsNamespace(LOCAL_STAGE),
    // Embedded-metric lines are for CloudWatch; locally they would only fill the console.
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...(input.quiet ? { POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'ERROR' } : {}),
  };
}

/**
 * The environment of the user pool's pre-sign-up trigger (it runs beside the local Cognito, which
 * starts before the other stand-ins answer): the replay table on the local DynamoDB and the HMAC key,
 * as the stack gives its function (shared `userPoolTriggers`).
 */
export function preSignUpEnvironment(input: { dynamodb: string; altchaHmacKey: string; quiet: boolean }): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: input.dynamodb,
    [tableEnvVar('idempotency')]: 'idempotency',
    [ALTCHA_HMAC_KEY_ENV]: input.altchaHmacKey,
    POWERTOOLS_SERVICE_NAME: 'rufbereit-local',
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: input.quiet ? (process.env.POWERTOOLS_LOG_LEVEL ?? 'ERROR') : 'INFO',
  };
}
