import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { UserPool, UserPoolEmail } from 'aws-cdk-lib/aws-cognito';
import { describe, expect, it } from 'vitest';
import { mailConfigurationSetName, siteSettings } from '@rufbereit/shared';
import { createAppStacks } from './app-stacks';
import { CONTEXT_KEYS, StackConfigError } from './config';
import { PROD_DOMAIN_CONTEXT, appContext } from './testing/cdk-context';
import { createdIdentities, poolIdentityOrderViolations, poolSenderIdentities } from './testing/deploy-order';
import { stackAndNested } from './testing/nested-stacks';

const account = '123456789012';
const PROD_DOMAIN = siteSettings.mailFrom.split('@')[1] ?? '';
const build = (context: Record<string, string> = {}) =>
  createAppStacks(new App({ context: appContext({ stage: 'prod', [CONTEXT_KEYS.alarmEmail]: 'alarms@example.com', ...PROD_DOMAIN_CONTEXT, ...context }) }), {
    account,
    region: 'eu-central-1',
    siteDistDir: null,
    apiRoutes: [],
    eventRules: [],
  });
const allStacks = (stacks: ReturnType<typeof build>): Stack[] => [stacks.mail, stacks.site, ...(stacks.webAcl ? [stacks.webAcl] : []), stacks.edgeAlarms];

describe('the first deploy of an empty account', () => {
  const stacks = build();

  it('creates the SES identity in the mail stack, which the site stack (with the user pool) depends on', () => {
    expect(stacks.mail.stackName).toBe('Rufbereit-prod-Mail');
    expect(stacks.mail.region).toBe(stacks.site.region);
    expect(createdIdentities(stacks.mail)).toEqual([PROD_DOMAIN]);
    expect(stackAndNested(stacks.site).flatMap((s) => Object.keys(Template.fromStack(s).findResources('AWS::SES::EmailIdentity')))).toEqual([]);
    expect(poolSenderIdentities(stacks.site)).toEqual([PROD_DOMAIN]);
    expect(stacks.site.dependencies).toContain(stacks.mail);
    expect(poolIdentityOrderViolations(allStacks(stacks))).toEqual([]);
  });

  it('names the mail stack’s configuration set without a reference to it, so the site stack stands alone', () => {
    const site = JSON.stringify(Template.fromStack(stacks.site).toJSON());
    expect(site).not.toContain('Fn::ImportValue');
    expect(stacks.site.mailConfigurationSetName).toBe(mailConfigurationSetName('prod'));
    Template.fromStack(stacks.mail).hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'rufbereit-prod' });
  });

  it('finds the order broken when the pool’s identity is created in the pool’s stack, or by a stack it does not wait for', () => {
    // The order the issue found: pool and identity in one stack, nothing in between.
    const app = new App();
    const together = new Stack(app, 'Together', { env: { account, region: 'eu-central-1' } });
    new EmailIdentity(together, 'Identity', { identity: Identity.domain('example.de') });
    new UserPool(together, 'Pool', { email: UserPoolEmail.withSES({ fromEmail: 'website@example.de', sesVerifiedDomain: 'example.de' }) });
    expect(poolIdentityOrderViolations([together])).toEqual([expect.stringContaining('creates the user pool and its SES identity example.de')]);

    const apart = (ordered: boolean): Stack[] => {
      const twoStacks = new App();
      const identityStack = new Stack(twoStacks, 'Identity', { env: { account, region: 'eu-central-1' } });
      new EmailIdentity(identityStack, 'Identity', { identity: Identity.domain('example.org') });
      const poolStack = new Stack(twoStacks, 'Pool', { env: { account, region: 'eu-central-1' } });
      new UserPool(poolStack, 'Pool', { email: UserPoolEmail.withSES({ fromEmail: 'website@example.org', sesVerifiedDomain: 'example.org' }) });
      if (ordered) poolStack.addStackDependency(identityStack);
      return [identityStack, poolStack];
    };
    expect(poolIdentityOrderViolations(apart(false))).toEqual([expect.stringContaining('does not depend on Identity')]);
    expect(poolIdentityOrderViolations(apart(true))).toEqual([]);
  });

  it('creates the identity with Easy DKIM and a custom MAIL FROM, the configuration set with suppression and SES events to the default bus, and outputs the DNS records', () => {
    const mail = Template.fromStack(stacks.mail);
    mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: PROD_DOMAIN,
      MailFromAttributes: { MailFromDomain: `mail.${PROD_DOMAIN}` },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    mail.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['delivery', 'bounce', 'complaint', 'reject']),
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      }),
    });
    const outputs = Object.keys(mail.findOutputs('*'));
    for (const name of ['DkimRecord1', 'DkimRecord2', 'DkimRecord3', 'MailFromMxRecord', 'MailFromSpfRecord', 'DmarcRecord', 'ConfigurationSetName']) {
      expect(outputs.some((o) => o.includes(name)), name).toBe(true);
    }
  });

  it('gives each stage its own identity and configuration set', () => {
    const dev = build({ stage: 'dev' });
    expect(createdIdentities(dev.mail)).toEqual([`dev.${PROD_DOMAIN}`]);
    Template.fromStack(dev.mail).hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'rufbereit-dev' });
    expect(dev.mail.stackName).toBe('Rufbereit-dev-Mail');
  });
});

describe('an identity imported by ARN (-c sesIdentityArn)', () => {
  const arn = `arn:aws:ses:eu-central-1:${account}:identity/${PROD_DOMAIN}`;

  it('creates no identity (no DNS outputs), only the configuration set, and the pool and mailers send as the imported one', () => {
    const stacks = build({ [CONTEXT_KEYS.sesIdentityArn]: arn });
    expect(allStacks(stacks).flatMap(createdIdentities)).toEqual([]);
    const mail = Template.fromStack(stacks.mail);
    mail.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    expect(Object.keys(mail.findOutputs('*')).some((o) => o.includes('DkimRecord'))).toBe(false);
    expect(poolSenderIdentities(stacks.site)).toEqual([PROD_DOMAIN]);
    expect(poolIdentityOrderViolations(allStacks(stacks))).toEqual([]);
  });

  it('refuses an ARN that is no SES identity, or an identity the stage does not send as', () => {
    expect(() => build({ [CONTEXT_KEYS.sesIdentityArn]: 'arn:aws:s3:::bucket' })).toThrow(StackConfigError);
    expect(() => build({ [CONTEXT_KEYS.sesIdentityArn]: `arn:aws:ses:eu-central-1:${account}:identity/example.org` })).toThrow(/sends as website@/);
  });
});

it('uses configuration set names SES accepts (letters, digits, _ and -, at most 64)', () => {
  for (const stage of ['local', 'dev', 'prod']) expect(mailConfigurationSetName(stage)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
});
