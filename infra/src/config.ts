import type { Node } from 'constructs';
import { MAX_REQUEST_RETENTION_DAYS, PRODUCTION_STAGE, REQUEST_RETENTION_DAYS, isValidRetentionDays, siteSettings } from '@rufbereit/shared';
import { StackConfigError } from './errors';
import { readStageSettings, type Stage } from './stage';

/**
 * Deployment settings that differ between accounts. They come from CDK context (`cdk.json` or
 * `cdk synth -c key=value`), never from secrets in the repository: the Pipedrive token stays in
 * SSM Parameter Store and only its parameter NAME is configured here.
 */
export interface StackConfig {
  /** The stage's public site address: links in mails (Cognito's codes, intro-call cancel links). */
  siteUrl: string;
  /** The stage's sender address (Cognito's mails and notifications); its domain is the SES identity. */
  mailFrom: string;
  /** Origins whose pages may POST presigned uploads straight to the media bucket (CORS). */
  siteOrigins: string[];
  /**
   * Name of the SSM SecureString parameter that holds the stage's Pipedrive API token. Undefined on a
   * non-prod stage without a token of its own (no `-c crmToken=stage`): its functions get no token
   * variable and no grant, and record the CRM step as "CRM nicht verbunden (Testumgebung)".
   */
  pipedriveTokenParameterName?: string;
  /** ARN of the customer managed KMS key of that parameter, if not the default `aws/ssm` key. */
  pipedriveTokenKeyArn?: string;
  /** Pipedrive company domain (`{domain}.pipedrive.com`). */
  pipedriveCompanyDomain: string;
  /**
   * ARN of an SES identity that exists already (made by hand or by another stack): the mail stack then
   * creates none and the stage sends as this one. Default: the mail stack's domain identity of mailFrom.
   */
  sesIdentityArn?: string;
  /** E-mail address subscribed to the alarm topic (none: subscribe later in the console). */
  alarmEmail?: string;
  /** Custom domain names of the distribution; need `certificateArn` (ACM, us-east-1). */
  domainNames: string[];
  certificateArn?: string;
  /** ARN of a CloudFront WAF web ACL (must live in us-east-1, so it is created outside this stack). */
  webAclArn?: string;
  /**
   * Secrets Manager version id of the origin secret CloudFront sends (the rotation's last step,
   * docs/operations.md); unset: the current version as of the distribution's last update.
   */
  originVerifySecretVersion?: string;
  /** Days a contact or demo request is kept before DynamoDB's TTL deletes it (default REQUEST_RETENTION_DAYS). */
  requestRetentionDays: number;
  /** Monthly cost limit of the stage in USD (AWS Budgets alarm to alarmEmail). */
  monthlyBudgetUsd: number;
}

export { StackConfigError } from './errors';

export const CONTEXT_KEYS = {
  siteUrl: 'siteUrl',
  mailFromDomain: 'mailFromDomain',
  siteOrigins: 'siteOrigins',
  crmToken: 'crmToken',
  pipedriveTokenParameter: 'pipedriveTokenParameter',
  pipedriveTokenKeyArn: 'pipedriveTokenKeyArn',
  pipedriveCompanyDomain: 'pipedriveCompanyDomain',
  sesIdentityArn: 'sesIdentityArn',
  alarmEmail: 'alarmEmail',
  domainNames: 'domainNames',
  certificateArn: 'certificateArn',
  webAclArn: 'webAclArn',
  requestRetentionDays: 'requestRetentionDays',
  originVerifySecretVersion: 'originVerifySecretVersion',
  monthlyBudgetUsd: 'monthlyBudgetUsd',
} as const;

/**
 * The stage's Pipedrive token parameter: `/rufbereit/{stage}/pipedrive/api-token`. A dev stack never
 * reads prod's token, so its test leads cannot reach the live CRM.
 */
export const defaultPipedriveTokenParameter = (stage: string): string => `/rufbereit/${stage}/pipedrive/api-token`;
/**
 * `-c crmToken=stage`: the stage has a Pipedrive token of its own (a sandbox company's, for dev) and syncs
 * to it; `-c crmToken=none`: it has none, and its CRM step is "CRM nicht verbunden (Testumgebung)".
 * Default: `stage` for prod (which must sync), `none` for every other stage.
 */
export const crmTokenModes = ['stage', 'none'] as const;
export type CrmTokenMode = (typeof crmTokenModes)[number];

export const DEFAULT_PIPEDRIVE_COMPANY_DOMAIN = siteSettings.brandName.toLowerCase();

/** Domain part of a sender address: the SES identity that must be verified. */
export const domainOf = (address: string): string => address.slice(address.indexOf('@') + 1);

/** `arn:aws:ses:{region}:{account}:identity/{domain or address}` */
const SES_IDENTITY_ARN = /^arn:aws[a-z-]*:ses:([a-z0-9-]+):(\d{12}):identity\/(.+)$/;

/** The SES identity the stage sends as, and the Region it lives in (undefined: the stack's). */
export interface SendingIdentity {
  /** The domain (or, for an imported address identity, the address) SES verified. */
  name: string;
  region?: string;
  /** Imported by `-c sesIdentityArn`: the mail stack creates no identity. */
  imported: boolean;
}

export function sendingIdentity(config: Pick<StackConfig, 'mailFrom' | 'sesIdentityArn'>): SendingIdentity {
  const match = config.sesIdentityArn ? SES_IDENTITY_ARN.exec(config.sesIdentityArn) : null;
  if (match) return { name: match[3] ?? '', region: match[1], imported: true };
  return { name: domainOf(config.mailFrom), imported: false };
}

export function readStackConfig(node: Node): StackConfig {
  const text = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new StackConfigError(`Context "${key}" must be a string.`);
    return value;
  };
  // Lists arrive as JSON arrays from cdk.json and as comma-separated strings from `-c key=a,b`.
  const list = (key: string): string[] | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
    if (typeof value === 'string') return value.split(',').map((v) => v.trim()).filter(Boolean);
    throw new StackConfigError(`Context "${key}" must be a list of strings.`);
  };

  const domainNames = list(CONTEXT_KEYS.domainNames) ?? [];
  const certificateArn = text(CONTEXT_KEYS.certificateArn);
  if (domainNames.length > 0 && !certificateArn) {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.domainNames}" needs "${CONTEXT_KEYS.certificateArn}" (an ACM certificate in us-east-1).`);
  }
  const stage = readStageSettings(node);
  const siteUrl = siteUrlOf(text(CONTEXT_KEYS.siteUrl) ?? stage.siteUrl);
  const mailDomain = text(CONTEXT_KEYS.mailFromDomain) ?? stage.mailFromDomain;
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(mailDomain)) throw new StackConfigError(`Context "${CONTEXT_KEYS.mailFromDomain}" must be a domain name.`);
  const mailFrom = `${siteSettings.mailFrom.slice(0, siteSettings.mailFrom.indexOf('@'))}@${mailDomain}`;
  const siteOrigins = list(CONTEXT_KEYS.siteOrigins) ?? [siteUrl, ...domainNames.map((d) => `https://${d}`)];
  const alarmEmail = text(CONTEXT_KEYS.alarmEmail);
  // An alarm nobody receives is no alarm: production needs someone on the topic from the first deployment.
  if (stage.stage === 'prod' && !alarmEmail) {
    throw new StackConfigError(`Stage prod needs "-c ${CONTEXT_KEYS.alarmEmail}=…" (the address that receives the alarms).`);
  }

  return {
    siteUrl,
    mailFrom,
    siteOrigins: [...new Set(siteOrigins)],
    ...crmToken(text, stage.stage),
    pipedriveCompanyDomain: text(CONTEXT_KEYS.pipedriveCompanyDomain) ?? DEFAULT_PIPEDRIVE_COMPANY_DOMAIN,
    sesIdentityArn: importedIdentityArn(text(CONTEXT_KEYS.sesIdentityArn), mailFrom),
    alarmEmail,
    domainNames,
    certificateArn,
    webAclArn: text(CONTEXT_KEYS.webAclArn),
    requestRetentionDays: retentionDays(text(CONTEXT_KEYS.requestRetentionDays)),
    originVerifySecretVersion: secretVersion(text(CONTEXT_KEYS.originVerifySecretVersion)),
    monthlyBudgetUsd: budgetUsd(text(CONTEXT_KEYS.monthlyBudgetUsd), stage.monthlyBudgetUsd),
  };
}

/**
 * A production stack needs its custom domain: mail links and the media bucket's CORS name the stage's
 * address, which a bare *.cloudfront.net distribution would not answer. Checked by the site's stack
 * itself (rufbereit-stack.ts) before it builds anything, so every app that builds the prod stage stops,
 * not only infra/bin/app.ts.
 */
export function requireLaunchDomain(node: Node): void {
  const config = readStackConfig(node);
  if (readStageSettings(node).stage === 'prod' && (config.domainNames.length === 0 || !config.certificateArn)) {
    throw new StackConfigError(
      `Stage prod needs its custom domain: "-c ${CONTEXT_KEYS.domainNames}=rufbereit.de,www.rufbereit.de -c ${CONTEXT_KEYS.certificateArn}=arn:aws:acm:us-east-1:…" (mail links and the media bucket's CORS use ${config.siteUrl}).`,
    );
  }
}

/**
 * The stage's CRM token, if it has one: prod always; another stage only with `-c crmToken=stage`. A
 * token parameter or key named for a stage without a token is refused rather than ignored.
 */
function crmToken(text: (key: string) => string | undefined, stage: Stage): Pick<StackConfig, 'pipedriveTokenParameterName' | 'pipedriveTokenKeyArn'> {
  const mode = text(CONTEXT_KEYS.crmToken) ?? (stage === PRODUCTION_STAGE ? 'stage' : 'none');
  if (!crmTokenModes.some((m) => m === mode)) {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.crmToken}" must be one of ${crmTokenModes.join(', ')} (got ${JSON.stringify(mode)}).`);
  }
  const parameter = text(CONTEXT_KEYS.pipedriveTokenParameter);
  const keyArn = text(CONTEXT_KEYS.pipedriveTokenKeyArn);
  if (mode === 'none') {
    if (stage === PRODUCTION_STAGE) {
      throw new StackConfigError(`Stage prod always syncs to the CRM: it needs its Pipedrive token (drop "-c ${CONTEXT_KEYS.crmToken}=none").`);
    }
    const named = [parameter && CONTEXT_KEYS.pipedriveTokenParameter, keyArn && CONTEXT_KEYS.pipedriveTokenKeyArn].filter(Boolean);
    if (named.length > 0) {
      throw new StackConfigError(`Context "${named.join('", "')}" names a CRM token, but stage ${stage} has none: add "-c ${CONTEXT_KEYS.crmToken}=stage" to give it its own.`);
    }
    return { pipedriveTokenParameterName: undefined, pipedriveTokenKeyArn: undefined };
  }
  return { pipedriveTokenParameterName: tokenParameterName(parameter, stage), pipedriveTokenKeyArn: keyArn };
}

/** The token's parameter: the stage's default, or a configured name that names the stage too (stages never share a token). */
function tokenParameterName(configured: string | undefined, stage: string): string {
  if (configured === undefined) return defaultPipedriveTokenParameter(stage);
  if (!configured.split('/').includes(stage)) {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.pipedriveTokenParameter}" must name the stage as a path segment (e.g. /rufbereit/${stage}/pipedrive/api-token), so no two stages share a CRM token.`);
  }
  return configured;
}

/**
 * An imported identity must be the one the stage's mail leaves as: its domain, or the sender address
 * itself. Another identity would be refused by SES at the first send (and by Cognito at the pool's creation).
 */
function importedIdentityArn(value: string | undefined, mailFrom: string): string | undefined {
  if (value === undefined) return undefined;
  const name = SES_IDENTITY_ARN.exec(value)?.[3];
  if (name === undefined) {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.sesIdentityArn}" must be an SES identity ARN (arn:aws:ses:REGION:ACCOUNT:identity/${domainOf(mailFrom)}).`);
  }
  if (![domainOf(mailFrom), mailFrom].includes(name.toLowerCase())) {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.sesIdentityArn}" names identity ${name}, but the stage sends as ${mailFrom}: import ${domainOf(mailFrom)} or ${mailFrom}.`);
  }
  return value;
}

/** An https origin without a trailing slash (mails append paths to it, CORS compares it exactly). */
function siteUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.siteUrl}" must be an https URL (got ${JSON.stringify(value)}).`);
  }
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.siteUrl}" must be an https origin such as https://dev.example.com (got ${JSON.stringify(value)}).`);
  }
  return url.origin;
}

/** A Secrets Manager version id (a UUID as put-secret-value prints it): it goes into a dynamic reference. */
function secretVersion(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.originVerifySecretVersion}" must be the VersionId that put-secret-value printed (a UUID).`);
  }
  return value;
}

function budgetUsd(value: string | undefined, stageDefault: number): number {
  if (value === undefined) return stageDefault;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) throw new StackConfigError(`Context "${CONTEXT_KEYS.monthlyBudgetUsd}" must be a positive amount of US dollars.`);
  return amount;
}

function retentionDays(value: string | undefined): number {
  if (value === undefined) return REQUEST_RETENTION_DAYS;
  const days = Number(value);
  if (!isValidRetentionDays(days)) {
    throw new StackConfigError(`Context "${CONTEXT_KEYS.requestRetentionDays}" must be a whole number of days from 1 to ${MAX_REQUEST_RETENTION_DAYS}.`);
  }
  return days;
}
