/**
 * What a deployment cannot check itself, asked of the AWS account before `npm run deploy`: SES out of
 * its sandbox with the sender's domain verified, the stage's Pipedrive token present and accepted by
 * Pipedrive, enough Lambda concurrency, the custom domain's certificate, the secrets extension's layer.
 * Each check answers in plain words; a blocker stops the deployment (scripts/preflight.ts).
 *
 * Two phases, in the order of scripts/deploy.sh: `mail` before the mail stack is deployed (the identity
 * may be missing, since that stack creates it, but one made by hand would make the stack fail), `site`
 * before the other stacks (the identity must be verified: Cognito refuses to create the user pool with an
 * unverified one, and the configuration set must exist).
 */
import { DescribeCertificateCommand, type ACMClient } from '@aws-sdk/client-acm';
import { GetAccountSettingsCommand, GetLayerVersionByArnCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetConfigurationSetCommand, GetEmailIdentityCommand, type GetEmailIdentityCommandOutput, type SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import { sendingIdentity, type StackConfig } from '../config';

export type CheckStatus = 'ok' | 'blocker' | 'warning';

export interface CheckResult {
  check: string;
  status: CheckStatus;
  /** What was found, in plain words, and for a blocker what to do. */
  detail: string;
}

export interface PreflightClients {
  ses: SESv2Client;
  ssm: SSMClient;
  lambda: LambdaClient;
  /** In us-east-1, where CloudFront's certificates live. */
  acm: ACMClient;
  fetch: typeof fetch;
}

/** `mail`: before the mail stack is deployed; `site`: before the stacks after it (scripts/deploy.sh). */
export const preflightPhases = ['mail', 'site'] as const;
export type PreflightPhase = (typeof preflightPhases)[number];

export interface PreflightInput {
  stage: string;
  phase: PreflightPhase;
  config: Pick<StackConfig, 'mailFrom' | 'sesIdentityArn' | 'pipedriveTokenParameterName' | 'pipedriveCompanyDomain' | 'domainNames' | 'certificateArn'>;
  /** The stage's configuration set (mailConfigurationSetName), made by the mail stack. */
  configurationSetName: string;
  /** The mail stack's name, for the instructions. */
  mailStackName: string;
  /** The secrets extension's layer the functions use (secrets-extension.ts). */
  layerArn: string;
}

/** Concurrent executions the stack needs at least: new accounts get 10, which a burst of form posts uses up. */
export const MIN_LAMBDA_CONCURRENCY = 100;
/** A certificate that expires sooner is a warning (ACM renews DNS-validated ones by itself). */
const CERTIFICATE_WARNING_DAYS = 30;

const errorName = (error: unknown): string => (error instanceof Error ? error.name : String(error));

export async function checkSesProductionAccess(ses: SESv2Client): Promise<CheckResult> {
  const check = 'SES production access';
  const account = await ses.send(new GetAccountCommand({}));
  if (account.ProductionAccessEnabled) return { check, status: 'ok', detail: 'SES may send to any address.' };
  return {
    check,
    status: 'blocker',
    detail: 'SES is still in its sandbox: notification and sign-up mails reach verified addresses only. Request production access (docs/deploy.md, step 4); AWS answers within a day.',
  };
}

/** The DNS records SES waits for, as the mail stack's outputs print them (NAME TYPE VALUE). */
const dkimRecords = (domain: string, identity: GetEmailIdentityCommandOutput): string =>
  (identity.DkimAttributes?.Tokens ?? []).map((token) => `${token}._domainkey.${domain} CNAME ${token}.dkim.amazonses.com`).join('; ');

/**
 * The sending identity: in phase `mail`, missing is fine (the mail stack creates it) unless it is
 * imported, and one that exists without the stage's configuration set as its default was not made by
 * the mail stack (CloudFormation would fail with "already exists"). In phase `site` it must be verified.
 */
export async function checkSesIdentity(ses: SESv2Client, input: PreflightInput): Promise<CheckResult> {
  const { name, imported } = sendingIdentity(input.config);
  const check = `SES identity ${name}`;
  let identity: GetEmailIdentityCommandOutput;
  try {
    identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: name }));
  } catch (error) {
    if (errorName(error) !== 'NotFoundException') throw error;
    if (imported) {
      return { check, status: 'blocker', detail: `${name} is no SES identity in this account and Region, yet -c sesIdentityArn names it: create and verify it, or drop the setting so the mail stack creates it.` };
    }
    if (input.phase === 'mail') return { check, status: 'ok', detail: `${name} does not exist yet: the mail stack ${input.mailStackName} creates it next.` };
    return { check, status: 'blocker', detail: `${name} is no SES identity: deploy the mail stack ${input.mailStackName} first (npm run deploy does it before this check).` };
  }
  if (!imported && input.phase === 'mail' && identity.ConfigurationSetName !== input.configurationSetName) {
    return {
      check,
      status: 'blocker',
      detail: `${name} exists already, but not from the mail stack (its default configuration set is ${identity.ConfigurationSetName ?? 'none'}, not ${input.configurationSetName}), so creating the stack would fail: keep it and deploy with -c sesIdentityArn=arn:aws:ses:REGION:ACCOUNT:identity/${name}, or delete it (aws sesv2 delete-email-identity --email-identity ${name}) and deploy again.`,
    };
  }
  if (identity.VerifiedForSendingStatus) {
    const mailFromStatus = identity.MailFromAttributes?.MailFromDomainStatus;
    if (mailFromStatus && mailFromStatus !== 'SUCCESS') {
      return { check, status: 'warning', detail: `${name} is verified, but its MAIL FROM domain ${identity.MailFromAttributes?.MailFromDomain ?? ''} is ${mailFromStatus}: publish its MX and SPF records (the mail stack's outputs MailFromMxRecord, MailFromSpfRecord); until then SES sends from amazonses.com and DMARC's SPF alignment fails.` };
    }
    return { check, status: 'ok', detail: `${name} is verified; mails are sent as ${input.config.mailFrom}.` };
  }
  const dkim = identity.DkimAttributes?.Status ?? 'PENDING';
  if (dkim === 'FAILED') {
    return {
      check,
      status: 'blocker',
      detail: `SES gave up verifying ${name} (DKIM FAILED: the CNAME records were not found within 72 hours). Check the records, then start over: ${imported ? 'verify the identity again in SES' : `npx cdk destroy ${input.mailStackName} and npm run deploy again (new records; the stack holds no data)`}.`,
    };
  }
  const pending = `${name} is not verified yet (DKIM ${dkim}): publish ${dkimRecords(name, identity) || "the DKIM records of the mail stack's outputs"}, then wait (usually minutes, at most 72 hours) and run npm run deploy again.`;
  // Before the mail stack is deployed, an unverified identity blocks nothing; the site's stack must wait for it.
  return { check, status: input.phase === 'mail' ? 'ok' : 'blocker', detail: pending };
}

/** The configuration set every send names (phase `site`): the mail stack made it, or a send would fail. */
export async function checkConfigurationSet(ses: SESv2Client, input: PreflightInput): Promise<CheckResult> {
  const check = `SES configuration set ${input.configurationSetName}`;
  try {
    await ses.send(new GetConfigurationSetCommand({ ConfigurationSetName: input.configurationSetName }));
    return { check, status: 'ok', detail: 'Exists; every send names it, and its events report delivery, bounces and complaints.' };
  } catch (error) {
    if (errorName(error) !== 'NotFoundException') throw error;
    return { check, status: 'blocker', detail: `Missing: deploy the mail stack ${input.mailStackName} first (npm run deploy does it before this check).` };
  }
}

/**
 * The token parameter exists, and Pipedrive accepts the token (one read of a single person: changes
 * nothing). A stage the stack gives no token (config.ts, `crmToken`; never prod) needs none: its CRM
 * step is recorded as not connected, so nothing is asked of SSM or Pipedrive.
 */
export async function checkPipedriveToken(clients: Pick<PreflightClients, 'ssm' | 'fetch'>, input: PreflightInput): Promise<CheckResult[]> {
  const { pipedriveTokenParameterName: name, pipedriveCompanyDomain: company } = input.config;
  if (name === undefined) {
    return [{
      check: 'Pipedrive token',
      status: 'ok',
      detail: `Stage ${input.stage} has no CRM token of its own: requests are not synced, their CRM step reads "CRM nicht verbunden (Testumgebung)". To sync to a sandbox company, deploy with -c crmToken=stage (docs/deploy.md, step 3).`,
    }];
  }
  let token: string | undefined;
  try {
    token = (await clients.ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }))).Parameter?.Value;
  } catch (error) {
    if (errorName(error) !== 'ParameterNotFound') throw error;
  }
  if (!token) {
    return [{ check: `Parameter ${name}`, status: 'blocker', detail: `The stage's Pipedrive token is missing: put it as a SecureString under ${name} (docs/deploy.md, step 3).` }];
  }
  const parameter: CheckResult = { check: `Parameter ${name}`, status: 'ok', detail: 'The Pipedrive token parameter exists.' };
  const response = await clients.fetch(`https://${company}.pipedrive.com/api/v2/persons?limit=1`, { headers: { 'x-api-token': token, accept: 'application/json' } });
  const check = 'Pipedrive token';
  if (response.ok) return [parameter, { check, status: 'ok', detail: `Pipedrive (${company}.pipedrive.com) accepts the token.` }];
  if (response.status === 401 || response.status === 403) {
    return [parameter, { check, status: 'blocker', detail: `Pipedrive refuses the token (HTTP ${response.status}): put the current API token of ${company}.pipedrive.com into ${name}.` }];
  }
  return [parameter, { check, status: 'warning', detail: `Pipedrive answered HTTP ${response.status}; check ${company}.pipedrive.com and the token before relying on the CRM sync.` }];
}

export async function checkLambdaConcurrency(lambda: LambdaClient): Promise<CheckResult> {
  const check = 'Lambda concurrency';
  const settings = await lambda.send(new GetAccountSettingsCommand({}));
  const limit = settings.AccountLimit?.ConcurrentExecutions ?? 0;
  if (limit >= MIN_LAMBDA_CONCURRENCY) return { check, status: 'ok', detail: `${limit} concurrent executions in this region.` };
  return {
    check,
    status: 'blocker',
    detail: `Only ${limit} concurrent executions in this region (new accounts get 10): a few visitors at once would be throttled. Request at least ${MIN_LAMBDA_CONCURRENCY} under Service Quotas → AWS Lambda → Concurrent executions.`,
  };
}

/** Whether a certificate name (possibly `*.example.com`) covers a host name. */
export const certificateCovers = (certificateName: string, host: string): boolean =>
  certificateName.startsWith('*.') ? host.split('.').slice(1).join('.') === certificateName.slice(2) && host.split('.').length === certificateName.split('.').length : certificateName === host;

export async function checkCertificate(acm: ACMClient, input: PreflightInput, now = new Date()): Promise<CheckResult> {
  const { domainNames, certificateArn } = input.config;
  const check = 'Custom domain certificate';
  if (domainNames.length === 0 || !certificateArn) {
    const status: CheckStatus = input.stage === 'prod' ? 'blocker' : 'warning';
    return { check, status, detail: 'No custom domain (-c domainNames=… -c certificateArn=…): the site would live at *.cloudfront.net while mails link to the stage address.' };
  }
  const { Certificate: certificate } = await acm.send(new DescribeCertificateCommand({ CertificateArn: certificateArn }));
  if (!certificate || certificate.Status !== 'ISSUED') {
    return { check, status: 'blocker', detail: `The certificate is ${certificate?.Status ?? 'missing'}, not ISSUED: finish its DNS validation (ACM, us-east-1).` };
  }
  const names = certificate.SubjectAlternativeNames ?? (certificate.DomainName ? [certificate.DomainName] : []);
  const uncovered = domainNames.filter((host) => !names.some((name) => certificateCovers(name, host)));
  if (uncovered.length > 0) return { check, status: 'blocker', detail: `The certificate does not cover ${uncovered.join(', ')} (it names ${names.join(', ')}).` };
  const daysLeft = certificate.NotAfter ? Math.floor((certificate.NotAfter.getTime() - now.getTime()) / 86_400_000) : Infinity;
  if (daysLeft < CERTIFICATE_WARNING_DAYS) return { check, status: 'warning', detail: `The certificate expires in ${daysLeft} days.` };
  return { check, status: 'ok', detail: `Issued for ${domainNames.join(', ')}.` };
}

export async function checkSecretsExtensionLayer(lambda: LambdaClient, layerArn: string): Promise<CheckResult> {
  const check = 'Secrets extension layer';
  try {
    await lambda.send(new GetLayerVersionByArnCommand({ Arn: layerArn }));
    return { check, status: 'ok', detail: `${layerArn} exists.` };
  } catch (error) {
    if (errorName(error) !== 'ResourceNotFoundException' && errorName(error) !== 'AccessDeniedException') throw error;
    return { check, status: 'blocker', detail: `The layer ${layerArn} cannot be used (${errorName(error)}): put the current ARN into infra/src/lambda/secrets-extension.ts.` };
  }
}

/** Every check; one that fails unexpectedly (no permission, no network) is a blocker with its error. */
export async function runPreflight(clients: PreflightClients, input: PreflightInput): Promise<CheckResult[]> {
  const guarded = async (check: string, run: () => Promise<CheckResult | CheckResult[]>): Promise<CheckResult[]> => {
    try {
      return [await run()].flat();
    } catch (error) {
      return [{ check, status: 'blocker', detail: `Could not check: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}` }];
    }
  };
  const results = await Promise.all([
    guarded('SES production access', () => checkSesProductionAccess(clients.ses)),
    guarded('SES identity', () => checkSesIdentity(clients.ses, input)),
    ...(input.phase === 'site' ? [guarded('SES configuration set', () => checkConfigurationSet(clients.ses, input))] : []),
    guarded('Pipedrive token', () => checkPipedriveToken(clients, input)),
    guarded('Lambda concurrency', () => checkLambdaConcurrency(clients.lambda)),
    guarded('Custom domain certificate', () => checkCertificate(clients.acm, input)),
    guarded('Secrets extension layer', () => checkSecretsExtensionLayer(clients.lambda, input.layerArn)),
  ]);
  return results.flat();
}

const MARKS: Record<CheckStatus, string> = { ok: '✓', warning: '!', blocker: '✗' };

/** The checklist as printed, and whether the deployment may go ahead. */
export function formatChecklist(stage: string, results: readonly CheckResult[], phase?: PreflightPhase): { text: string; blocked: boolean } {
  const blockers = results.filter((r) => r.status === 'blocker').length;
  const lines = [`Preflight for stage ${stage}${phase ? ` (before the ${phase === 'mail' ? 'mail stack' : "site's stacks"})` : ''}:`, ...results.map((r) => `  ${MARKS[r.status]} ${r.check}: ${r.detail}`)];
  lines.push(blockers === 0 ? 'Nothing blocks the deployment.' : `${blockers} blocker(s): fix them before deploying.`);
  return { text: lines.join('\n'), blocked: blockers > 0 };
}
