import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { GetAccountSettingsCommand, GetLayerVersionByArnCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetConfigurationSetCommand, GetEmailIdentityCommand, NotFoundException, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { App } from 'aws-cdk-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTEXT_KEYS, StackConfigError, readStackConfig, requireLaunchDomain } from '../config';
import { certificateCovers, formatChecklist, runPreflight, type PreflightInput } from './checks';
import { contextFromArgs } from './context-args';

const ses = mockClient(SESv2Client);
const ssm = mockClient(SSMClient);
const lambda = mockClient(LambdaClient);
const acm = mockClient(ACMClient);
const LAYER = 'arn:aws:lambda:eu-central-1:187925254637:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:19';
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';

const input: PreflightInput = {
  stage: 'prod',
  phase: 'site',
  configurationSetName: 'rufbereit-prod',
  mailStackName: 'Rufbereit-prod-Mail',
  layerArn: LAYER,
  config: {
    mailFrom: 'website@rufbereit.de',
    pipedriveTokenParameterName: '/rufbereit/prod/pipedrive/api-token',
    pipedriveCompanyDomain: 'rufbereit',
    domainNames: ['rufbereit.de', 'www.rufbereit.de'],
    certificateArn: CERT,
  },
};

/** Pipedrive's answers to the one read the check makes, with the requests it got. */
function pipedrive(status: number) {
  const requests: Array<{ url: string; token: string | null }> = [];
  const fetchFake = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    requests.push({ url: String(url), token: new Headers(init?.headers).get('x-api-token') });
    return Promise.resolve(new Response(JSON.stringify({ success: status === 200, data: [] }), { status }));
  };
  return { fetch: fetchFake as typeof fetch, requests };
}

/** An account where everything is ready. */
function readyAccount(): void {
  ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
  ses.on(GetEmailIdentityCommand, { EmailIdentity: 'rufbereit.de' }).resolves({ VerifiedForSendingStatus: true, ConfigurationSetName: 'rufbereit-prod' });
  ses.on(GetConfigurationSetCommand, { ConfigurationSetName: 'rufbereit-prod' }).resolves({ ConfigurationSetName: 'rufbereit-prod' });
  ssm.on(GetParameterCommand, { Name: '/rufbereit/prod/pipedrive/api-token', WithDecryption: true }).resolves({ Parameter: { Value: 'geheimes-token' } });
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
  lambda.on(GetLayerVersionByArnCommand, { Arn: LAYER }).resolves({ LayerVersionArn: LAYER });
  acm.on(DescribeCertificateCommand, { CertificateArn: CERT }).resolves({
    Certificate: { Status: 'ISSUED', DomainName: 'rufbereit.de', SubjectAlternativeNames: ['rufbereit.de', '*.rufbereit.de'], NotAfter: new Date(Date.now() + 200 * 86_400_000) },
  });
}

const run = (fetchFake: typeof fetch, override: Partial<PreflightInput> = {}) =>
  runPreflight({ ses: new SESv2Client({}), ssm: new SSMClient({}), lambda: new LambdaClient({}), acm: new ACMClient({}), fetch: fetchFake }, { ...input, ...override });
const byCheck = (results: Awaited<ReturnType<typeof run>>) => Object.fromEntries(results.map((r) => [r.check, r.status]));

beforeEach(() => {
  for (const mock of [ses, ssm, lambda, acm]) mock.reset();
});
afterEach(() => {
  for (const mock of [ses, ssm, lambda, acm]) mock.reset();
});

describe('npm run preflight', () => {
  it('passes a ready account, and reads Pipedrive once with the stage token (a harmless v2 read)', async () => {
    readyAccount();
    const crm = pipedrive(200);
    const results = await run(crm.fetch);
    expect(results.every((r) => r.status === 'ok'), JSON.stringify(results)).toBe(true);
    expect(crm.requests).toEqual([{ url: 'https://rufbereit.pipedrive.com/api/v2/persons?limit=1', token: 'geheimes-token' }]);
    const { text, blocked } = formatChecklist('prod', results);
    expect(blocked).toBe(false);
    expect(text).toContain('✓ SES production access');
    expect(text).toContain('Nothing blocks the deployment.');
  });

  it('blocks on the SES sandbox, an unverified or missing identity, in plain words', async () => {
    readyAccount();
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false });
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false });
    const results = await run(pipedrive(200).fetch);
    expect(byCheck(results)).toMatchObject({ 'SES production access': 'blocker', 'SES identity rufbereit.de': 'blocker' });
    expect(results.find((r) => r.check === 'SES production access')?.detail).toContain('sandbox');
    ses.on(GetEmailIdentityCommand).rejects(new NotFoundException({ message: 'no', $metadata: {} }));
    expect((await run(pipedrive(200).fetch)).find((r) => r.check === 'SES identity rufbereit.de')?.detail).toContain('no SES identity');
  });

  it('walks the first deploy of an empty account in the order of scripts/deploy.sh: mail stack, DNS records, then the rest', async () => {
    readyAccount();
    const missing = new NotFoundException({ message: 'Email identity rufbereit.de does not exist.', $metadata: {} });
    // 1. Empty account, before the mail stack: the identity is missing, which is what the stack creates.
    ses.on(GetEmailIdentityCommand).rejects(missing);
    ses.on(GetConfigurationSetCommand).rejects(new NotFoundException({ message: 'no', $metadata: {} }));
    const beforeMail = await run(pipedrive(200).fetch, { phase: 'mail' });
    expect(formatChecklist('prod', beforeMail, 'mail').blocked, JSON.stringify(beforeMail)).toBe(false);
    expect(beforeMail.find((r) => r.check === 'SES identity rufbereit.de')?.detail).toContain('Rufbereit-prod-Mail creates it next');
    expect(ses.commandCalls(GetConfigurationSetCommand)).toHaveLength(0);
    // The site's stacks may not go before the mail stack: the identity and the configuration set are missing.
    expect(byCheck(await run(pipedrive(200).fetch))).toMatchObject({ 'SES identity rufbereit.de': 'blocker', 'SES configuration set rufbereit-prod': 'blocker' });

    // 2. The mail stack is deployed: its identity waits for its DKIM records, which the block prints.
    ses.on(GetConfigurationSetCommand, { ConfigurationSetName: 'rufbereit-prod' }).resolves({ ConfigurationSetName: 'rufbereit-prod' });
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'rufbereit.de' }).resolves({
      VerifiedForSendingStatus: false,
      ConfigurationSetName: 'rufbereit-prod',
      DkimAttributes: { Status: 'PENDING', Tokens: ['tok1', 'tok2', 'tok3'] },
    });
    const waiting = await run(pipedrive(200).fetch);
    const identity = waiting.find((r) => r.check === 'SES identity rufbereit.de');
    expect(identity?.status).toBe('blocker');
    expect(identity?.detail).toContain('tok1._domainkey.rufbereit.de CNAME tok1.dkim.amazonses.com; tok2._domainkey.rufbereit.de CNAME tok2.dkim.amazonses.com');
    expect(formatChecklist('prod', waiting, 'site')).toMatchObject({ blocked: true });
    // A second `npm run deploy` meanwhile passes the mail phase again (the stack is unchanged).
    expect(formatChecklist('prod', await run(pipedrive(200).fetch, { phase: 'mail' }), 'mail').blocked).toBe(false);

    // 3. The records are published and SES has verified the domain: the user pool can be created.
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'rufbereit.de' }).resolves({
      VerifiedForSendingStatus: true,
      ConfigurationSetName: 'rufbereit-prod',
      DkimAttributes: { Status: 'SUCCESS' },
      MailFromAttributes: { MailFromDomain: 'mail.rufbereit.de', MailFromDomainStatus: 'SUCCESS', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    const ready = await run(pipedrive(200).fetch);
    expect(ready.every((r) => r.status === 'ok'), JSON.stringify(ready)).toBe(true);
    expect(formatChecklist('prod', ready, 'site').text).toContain("Preflight for stage prod (before the site's stacks):");
  });

  it('blocks the mail stack on an identity made by hand (the stack would fail with "already exists"), naming both ways out', async () => {
    readyAccount();
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'rufbereit.de' }).resolves({ VerifiedForSendingStatus: true });
    const results = await run(pipedrive(200).fetch, { phase: 'mail' });
    const identity = results.find((r) => r.check === 'SES identity rufbereit.de');
    expect(identity?.status).toBe('blocker');
    expect(identity?.detail).toContain('-c sesIdentityArn=arn:aws:ses:REGION:ACCOUNT:identity/rufbereit.de');
    expect(identity?.detail).toContain('aws sesv2 delete-email-identity --email-identity rufbereit.de');
  });

  it('tells what to do when SES gave up on the records, or the MAIL FROM domain is not set up yet', async () => {
    readyAccount();
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false, ConfigurationSetName: 'rufbereit-prod', DkimAttributes: { Status: 'FAILED', Tokens: ['t'] } });
    const failed = (await run(pipedrive(200).fetch)).find((r) => r.check === 'SES identity rufbereit.de');
    expect(failed).toMatchObject({ status: 'blocker' });
    expect(failed?.detail).toContain('npx cdk destroy Rufbereit-prod-Mail');
    ses.on(GetEmailIdentityCommand).resolves({
      VerifiedForSendingStatus: true,
      ConfigurationSetName: 'rufbereit-prod',
      MailFromAttributes: { MailFromDomain: 'mail.rufbereit.de', MailFromDomainStatus: 'PENDING', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    const mailFrom = (await run(pipedrive(200).fetch)).find((r) => r.check === 'SES identity rufbereit.de');
    expect(mailFrom?.status).toBe('warning');
    expect(mailFrom?.detail).toContain('MailFromMxRecord');
  });

  it('checks an identity imported with -c sesIdentityArn under its own name, and wants it to exist in both phases', async () => {
    const config = readStackConfig(
      new App({ context: { stage: 'prod', [CONTEXT_KEYS.alarmEmail]: 'a@example.com', [CONTEXT_KEYS.sesIdentityArn]: 'arn:aws:ses:eu-central-1:123456789012:identity/website@rufbereit.de' } }).node,
    );
    readyAccount();
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'website@rufbereit.de' }).resolves({ VerifiedForSendingStatus: true });
    const imported = { config: { ...input.config, sesIdentityArn: config.sesIdentityArn } };
    // Made by hand and verified: no configuration set of ours as its default is expected.
    expect(byCheck(await run(pipedrive(200).fetch, { ...imported, phase: 'mail' }))['SES identity website@rufbereit.de']).toBe('ok');
    expect(byCheck(await run(pipedrive(200).fetch, imported))['SES identity website@rufbereit.de']).toBe('ok');
    ses.on(GetEmailIdentityCommand).rejects(new NotFoundException({ message: 'no', $metadata: {} }));
    for (const phase of ['mail', 'site'] as const) {
      expect(byCheck(await run(pipedrive(200).fetch, { ...imported, phase }))['SES identity website@rufbereit.de']).toBe('blocker');
    }
  });

  it('blocks on a missing token parameter without calling Pipedrive, and on a token Pipedrive refuses', async () => {
    readyAccount();
    ssm.on(GetParameterCommand).rejects(new ParameterNotFound({ message: 'no', $metadata: {} }));
    const crm = pipedrive(200);
    const missing = await run(crm.fetch);
    expect(byCheck(missing)['Parameter /rufbereit/prod/pipedrive/api-token']).toBe('blocker');
    expect(crm.requests).toEqual([]);
    readyAccount();
    expect(byCheck(await run(pipedrive(401).fetch))['Pipedrive token']).toBe('blocker');
  });

  it('follows the stack’s CRM token rule (readStackConfig): dev without -c crmToken=stage needs no token, dev with it and prod need their own', async () => {
    const configOf = (context: Record<string, string>) => readStackConfig(new App({ context: { [CONTEXT_KEYS.alarmEmail]: 'a@example.com', ...context } }).node);
    readyAccount();
    ssm.on(GetParameterCommand, { Name: '/rufbereit/dev/pipedrive/api-token', WithDecryption: true }).resolves({ Parameter: { Value: 'sandbox-token' } });
    const crm = pipedrive(200);
    const devWithout = await run(crm.fetch, { stage: 'dev', config: { ...input.config, ...configOf({ stage: 'dev' }) } });
    const notConnected = devWithout.find((r) => r.check === 'Pipedrive token');
    expect(notConnected?.status).toBe('ok');
    expect(notConnected?.detail).toContain('CRM nicht verbunden (Testumgebung)');
    expect(devWithout.some((r) => r.check.startsWith('Parameter '))).toBe(false);
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(0);
    expect(crm.requests).toEqual([]);

    const devWith = await run(crm.fetch, { stage: 'dev', config: { ...input.config, ...configOf({ stage: 'dev', [CONTEXT_KEYS.crmToken]: 'stage' }) } });
    expect(byCheck(devWith)).toMatchObject({ 'Parameter /rufbereit/dev/pipedrive/api-token': 'ok', 'Pipedrive token': 'ok' });
    expect(crm.requests.map((r) => r.token)).toEqual(['sandbox-token']);

    ssm.on(GetParameterCommand, { Name: '/rufbereit/prod/pipedrive/api-token', WithDecryption: true }).rejects(new ParameterNotFound({ message: 'no', $metadata: {} }));
    const prod = await run(crm.fetch, { config: { ...input.config, ...configOf({ stage: 'prod' }) } });
    expect(byCheck(prod)['Parameter /rufbereit/prod/pipedrive/api-token']).toBe('blocker');
  });

  it('blocks on a new account’s Lambda concurrency of 10 and on a layer that cannot be used', async () => {
    readyAccount();
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });
    lambda.on(GetLayerVersionByArnCommand).rejects(Object.assign(new Error('gone'), { name: 'ResourceNotFoundException' }));
    const results = await run(pipedrive(200).fetch);
    expect(byCheck(results)).toMatchObject({ 'Lambda concurrency': 'blocker', 'Secrets extension layer': 'blocker' });
    expect(results.find((r) => r.check === 'Lambda concurrency')?.detail).toContain('Service Quotas');
  });

  it('blocks on a certificate that is pending or misses a domain, and on prod without a custom domain', async () => {
    readyAccount();
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'PENDING_VALIDATION' } });
    expect(byCheck(await run(pipedrive(200).fetch))['Custom domain certificate']).toBe('blocker');
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'ISSUED', SubjectAlternativeNames: ['rufbereit.de'] } });
    const uncovered = await run(pipedrive(200).fetch);
    expect(uncovered.find((r) => r.check === 'Custom domain certificate')?.detail).toContain('does not cover www.rufbereit.de');
    const noDomain = await run(pipedrive(200).fetch, { config: { ...input.config, domainNames: [], certificateArn: undefined } });
    expect(byCheck(noDomain)['Custom domain certificate']).toBe('blocker');
    const devNoDomain = await run(pipedrive(200).fetch, { stage: 'dev', config: { ...input.config, domainNames: [], certificateArn: undefined } });
    expect(byCheck(devNoDomain)['Custom domain certificate']).toBe('warning');
  });

  it('turns a check that cannot run (no permission) into a blocker and exits non-zero', async () => {
    readyAccount();
    lambda.on(GetAccountSettingsCommand).rejects(Object.assign(new Error('not allowed'), { name: 'AccessDeniedException' }));
    const results = await run(pipedrive(200).fetch);
    expect(results.find((r) => r.check === 'Lambda concurrency')).toMatchObject({ status: 'blocker', detail: 'Could not check: AccessDeniedException: not allowed' });
    expect(formatChecklist('prod', results).blocked).toBe(true);
  });
});

describe('helpers', () => {
  it('matches wildcard certificate names one label deep', () => {
    expect(certificateCovers('*.rufbereit.de', 'www.rufbereit.de')).toBe(true);
    expect(certificateCovers('*.rufbereit.de', 'rufbereit.de')).toBe(false);
    expect(certificateCovers('*.rufbereit.de', 'a.b.rufbereit.de')).toBe(false);
  });

  it('reads -c key=value pairs as the CDK command line passes them', () => {
    expect(contextFromArgs(['-c', 'stage=prod', '--context', 'alarmEmail=a@b.de', '--context=domainNames=x.de,y.de', '--all'])).toEqual({
      stage: 'prod',
      alarmEmail: 'a@b.de',
      domainNames: 'x.de,y.de',
    });
  });

  it('refuses a prod synth without a custom domain, and lets dev go without one', () => {
    const appWith = (context: Record<string, string>) => new App({ context: { [CONTEXT_KEYS.alarmEmail]: 'a@example.com', ...context } });
    expect(() => requireLaunchDomain(appWith({ stage: 'prod' }).node)).toThrow(StackConfigError);
    expect(() => requireLaunchDomain(appWith({ stage: 'prod' }).node)).toThrow(/Stage prod needs its custom domain/);
    expect(() => requireLaunchDomain(appWith({ stage: 'prod', [CONTEXT_KEYS.domainNames]: 'rufbereit.de', [CONTEXT_KEYS.certificateArn]: CERT }).node)).not.toThrow();
    expect(() => requireLaunchDomain(appWith({ stage: 'dev' }).node)).not.toThrow();
  });
});
