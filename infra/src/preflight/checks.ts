/**
 * What a deployment cannot check itself, asked of the AWS account before `npm run deploy`: SES out of
 * its sandbox with the sender's domain verified, the stage's Pipedrive token present and accepted by
 * Pipedrive, enough Lambda concurrency, the custom domain's certificate, the secrets extension's layer.
 * Each check answers in plain words; a blocker stops the deployment (scripts/preflight.ts).
 */
import { DescribeCertificateCommand, type ACMClient } from '@aws-sdk/client-acm';
import { GetAccountSettingsCommand, GetLayerVersionByArnCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import { domainOf, type StackConfig } from '../config';

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

export interface PreflightInput {
  stage: string;
  config: Pick<StackConfig, 'mailFrom' | 'pipedriveTokenParameterName' | 'pipedriveCompanyDomain' | 'domainNames' | 'certificateArn'>;
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
    detail: 'SES is still in its sandbox: notification and sign-up mails reach verified addresses only. Request production access (docs/deploy.md, step 4).',
  };
}

export async function checkSesIdentity(ses: SESv2Client, mailFrom: string): Promise<CheckResult> {
  const domain = domainOf(mailFrom);
  const check = `SES identity ${domain}`;
  try {
    const identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
    if (identity.VerifiedForSendingStatus) return { check, status: 'ok', detail: `${domain} is verified; mails are sent as ${mailFrom}.` };
    return { check, status: 'blocker', detail: `${domain} is not verified yet: publish the DKIM records SES printed and wait for the verification.` };
  } catch (error) {
    if (errorName(error) === 'NotFoundException') {
      return { check, status: 'blocker', detail: `${domain} is no SES identity: create it (docs/deploy.md, step 4).` };
    }
    throw error;
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
    guarded('SES identity', () => checkSesIdentity(clients.ses, input.config.mailFrom)),
    guarded('Pipedrive token', () => checkPipedriveToken(clients, input)),
    guarded('Lambda concurrency', () => checkLambdaConcurrency(clients.lambda)),
    guarded('Custom domain certificate', () => checkCertificate(clients.acm, input)),
    guarded('Secrets extension layer', () => checkSecretsExtensionLayer(clients.lambda, input.layerArn)),
  ]);
  return results.flat();
}

const MARKS: Record<CheckStatus, string> = { ok: '✓', warning: '!', blocker: '✗' };

/** The checklist as printed, and whether the deployment may go ahead. */
export function formatChecklist(stage: string, results: readonly CheckResult[]): { text: string; blocked: boolean } {
  const blockers = results.filter((r) => r.status === 'blocker').length;
  const lines = [`Preflight for stage ${stage}:`, ...results.map((r) => `  ${MARKS[r.status]} ${r.check}: ${r.detail}`)];
  lines.push(blockers === 0 ? 'Nothing blocks the deployment.' : `${blockers} blocker(s): fix them before deploying.`);
  return { text: lines.join('\n'), blocked: blockers > 0 };
}
