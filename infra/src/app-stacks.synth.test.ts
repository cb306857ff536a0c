import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MAIL_FROM_ENV, SITE_URL_ENV, apiMessages, apiPaths, apiRoutes, eventRules, siteSettings, type ApiRoute, type EventRule } from '@rufbereit/shared';
import { createAppStacks } from './app-stacks';
import { RufbereitStack } from './rufbereit-stack';
import { CONTEXT_KEYS, StackConfigError } from './config';
import { PROD_DOMAIN_CONTEXT, appContext, cdkJsonContext } from './testing/cdk-context';
import { nagErrors, staleAcknowledgements } from './testing/nag';
import { API_GET_RATE_LIMIT, API_POST_RATE_LIMIT, BEACON_RATE_LIMIT, GET_RATE_LIMIT, WAF_BLOCKED_THRESHOLD, webAclArnParameterName } from './web-acl-stack';
import { FREE_TEXT_ROUTE, MANAGED_LABEL_NAMESPACES, NON_BLOCKING_LABELS, XSS_BODY_LABEL } from './waf-rules';
import { stackAndNested } from './testing/nested-stacks';

const require = createRequire(import.meta.url);
const account = '123456789012';
// The routes and rules do not matter here: an empty table keeps the synth fast.
const ALARM_EMAIL = 'alarms@example.com';
const buildApp = (
  context: Record<string, string> = { stage: 'prod' },
  withAlarmEmail = true,
  handlers: { apiRoutes?: ReadonlyArray<ApiRoute>; eventRules?: ReadonlyArray<EventRule> } = {},
) =>
  createAppStacks(
    // prod gets its custom domain unless a test says otherwise: the stack refuses prod without one.
    new App({ context: appContext({ ...(withAlarmEmail ? { [CONTEXT_KEYS.alarmEmail]: ALARM_EMAIL } : {}), ...(context.stage === 'prod' ? PROD_DOMAIN_CONTEXT : {}), ...context }) }),
    {
      account,
      region: 'eu-central-1',
      siteDistDir: null,
      apiRoutes: handlers.apiRoutes ?? [],
      eventRules: handlers.eventRules ?? [],
    },
  );
/**
 * One app per distinct input, shared by the tests that only read it (a build and its synths take seconds):
 * the tests assert on templates and never change the stacks.
 */
const builds = new Map<string, ReturnType<typeof buildApp>>();
const build = (...args: Parameters<typeof buildApp>): ReturnType<typeof buildApp> => {
  const key = JSON.stringify(args);
  const built = builds.get(key) ?? buildApp(...args);
  builds.set(key, built);
  return built;
};

/** The event targets that send mail: the only functions that get MAIL_FROM and SITE_URL. */
const MAILING_HANDLERS: readonly string[] = ['notify', 'intro-call-mail'];
const mailingRules: EventRule[] = eventRules
  .map((rule) => ({ ...rule, targets: rule.targets.filter((t) => MAILING_HANDLERS.includes(t.handler)) }))
  .filter((rule) => rule.targets.length > 0);
/** The route whose answer names the site (the oEmbed snippet loads its player). */
const siteNamingRoutes = apiRoutes.filter((route) => route.id === 'getOEmbed');

describe('the CDK app', () => {
  it('sets every feature flag aws-cdk-lib recommends to its recommended value (cdk.json)', () => {
    // A CDK upgrade that adds a flag fails here until cdk.json takes it (and the stack tests pass with it).
    const recommended = JSON.parse(readFileSync(require.resolve('aws-cdk-lib/recommended-feature-flags.json'), 'utf8')) as Record<string, unknown>;
    // Departures on purpose, each with its reason (none at the moment).
    const departures: Record<string, unknown> = {};
    const differing = Object.entries(recommended).filter(
      ([flag, value]) => JSON.stringify(cdkJsonContext[flag]) !== JSON.stringify(departures[flag] ?? value),
    );
    expect(differing.map(([flag]) => flag)).toEqual([]);
  });

  it('puts the web ACL into us-east-1 and attaches it to the distribution through its ARN in SSM', () => {
    const { mail, site, webAcl } = build();
    if (!webAcl) throw new Error('no web ACL stack');
    expect(webAcl.region).toBe('us-east-1');
    expect([site.stackName, webAcl.stackName]).toEqual(['Rufbereit-prod', 'Rufbereit-prod-WebAcl']);
    expect(site.region).toBe('eu-central-1');

    const acl = Template.fromStack(webAcl);
    acl.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'RateLimitApiPosts',
          Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'ApiRateLimited' } } },
          Statement: {
            RateBasedStatement: {
              Limit: API_POST_RATE_LIMIT,
              EvaluationWindowSec: 300,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [
                    { ByteMatchStatement: Match.objectLike({ FieldToMatch: { Method: {} }, PositionalConstraint: 'EXACTLY', SearchString: 'POST' }) },
                    { ByteMatchStatement: Match.objectLike({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' }) },
                    // The beacon is counted under a rule of its own (RateLimitBeacons).
                    { NotStatement: { Statement: { ByteMatchStatement: Match.objectLike({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY', SearchString: apiPaths.analytics }) } } },
                  ],
                },
              },
            },
          },
        }),
      ]),
    });

    // us-east-1 writes the ARN to SSM; the site's stack (deployed after it) reads it there at deployment.
    acl.hasResourceProperties('AWS::SSM::Parameter', {
      Name: webAclArnParameterName(site.stackName),
      Type: 'String',
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebAcl'), 'Arn'] },
    });
    expect(site.dependencies).toContain(webAcl);
    const siteTemplate = Template.fromStack(site);
    const readers = siteTemplate.findResources('Custom::AWS');
    const [readerId, reader] = Object.entries(readers).find(([id]) => id.startsWith('WebAclArn')) ?? [];
    const call = JSON.stringify(reader?.Properties.Create);
    expect(call).toContain('"service\\":\\"SSM\\"');
    expect(call).toContain('"action\\":\\"getParameter\\"');
    expect(call).toContain('"region\\":\\"us-east-1\\"');
    expect(call).toContain(webAclArnParameterName(site.stackName));
    // A new web ACL resource changes the reader's properties, so CloudFormation reads the new ARN.
    expect(call).toContain(webAcl.webAcl.node.addr);
    const distribution = siteTemplate.findResources('AWS::CloudFront::Distribution');
    expect(Object.values(distribution)[0]?.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [readerId, 'Parameter.Value'] });
    // Its policy reads that one parameter in us-east-1, nothing else.
    const policies = JSON.stringify(siteTemplate.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(`:ssm:us-east-1:${account}:parameter${webAclArnParameterName(site.stackName)}`);

    // No CDK cross-region export functions (their logs would never expire), and every function of
    // both stacks logs to a log group with a retention.
    // The route areas and the monitoring are nested stacks of the site's: their functions count too.
    for (const stack of [...stackAndNested(site), webAcl]) {
      const template = Template.fromStack(stack);
      expect(Object.keys(template.findResources('Custom::CrossRegionExportReader')), stack.stackName).toEqual([]);
      expect(Object.keys(template.findResources('Custom::CrossRegionExportWriter')), stack.stackName).toEqual([]);
      const logGroups = template.findResources('AWS::Logs::LogGroup');
      for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
        const ref = (fn.Properties.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined)?.LogGroup?.Ref;
        expect(ref && logGroups[ref]?.Properties.RetentionInDays, `${stack.stackName}/${id}`).toBe(90);
      }
    }

    for (const stack of [site, webAcl, mail]) {
      expect(nagErrors(stack), stack.stackName).toEqual([]);
      expect(staleAcknowledgements(stack), stack.stackName).toEqual([]);
    }
  }, 600_000);

  it('blocks with the managed rule sets (IP reputation, known bad inputs, common), answering /api/* in German JSON, and rate-limits GETs', () => {
    const webAcl = build().webAcl;
    if (!webAcl) throw new Error('no web ACL stack');
    const acl = Object.values(Template.fromStack(webAcl).findResources('AWS::WAFv2::WebACL'))[0]?.Properties as {
      Rules: Array<{ Name: string; Priority: number; Action?: unknown; OverrideAction?: unknown; Statement: Record<string, unknown> }>;
      CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
    };
    const rule = (name: string) => acl.Rules.find((r) => r.Name === name);
    for (const [name, group] of [
      ['AwsIpReputation', 'AWSManagedRulesAmazonIpReputationList'],
      ['AwsKnownBadInputs', 'AWSManagedRulesKnownBadInputsRuleSet'],
      ['AwsCommonRuleSet', 'AWSManagedRulesCommonRuleSet'],
    ] as const) {
      expect(rule(name), name).toMatchObject({ OverrideAction: { Count: {} }, Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: group } } });
    }
    // The labels of all three groups are blocked after them: /api/* with the JSON answer, pages with WAF's own.
    const api = rule('BlockManagedApi');
    const pages = rule('BlockManagedPages');
    expect(api?.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'ApiBlocked' } } });
    expect(pages?.Action).toEqual({ Block: {} });
    for (const r of [api, pages]) {
      const text = JSON.stringify(r?.Statement);
      for (const namespace of MANAGED_LABEL_NAMESPACES) expect(text).toContain(namespace);
      expect(r?.Priority).toBeGreaterThan(rule('AwsCommonRuleSet')?.Priority ?? Infinity);
    }
    expect(JSON.parse(acl.CustomResponseBodies.ApiBlocked?.Content ?? '{}')).toEqual({ message: apiMessages.blockedByFirewall });
    expect(JSON.parse(acl.CustomResponseBodies.ApiRateLimited?.Content ?? '{}')).toEqual({ message: apiMessages.tooManyRequests });
    expect(acl.CustomResponseBodies.ApiBlocked?.ContentType).toBe('APPLICATION_JSON');
    // GETs are rate-limited too: /api/* with the JSON 429, everything else with a plain 429.
    expect(JSON.stringify(rule('RateLimitApiGets'))).toContain(`"Limit":${API_GET_RATE_LIMIT}`);
    expect(JSON.stringify(rule('RateLimitGets'))).toContain(`"Limit":${GET_RATE_LIMIT}`);
    // The beacon under a limit of its own (waf-rules.test.ts: which rule counts which request).
    expect(JSON.stringify(rule('RateLimitBeacons'))).toContain(`"Limit":${BEACON_RATE_LIMIT}`);
  }, 600_000);

  it("counts, not blocks, the XSS body rule on the assistant configuration's free text only, and never blocks the DDoS list or 8 KB bodies", () => {
    const webAcl = build().webAcl;
    if (!webAcl) throw new Error('no web ACL stack');
    const text = JSON.stringify(Template.fromStack(webAcl).toJSON());
    expect(FREE_TEXT_ROUTE).toEqual({ method: 'PUT', path: apiPaths.assistantConfig });
    // NOT (XSS label AND PUT AND that path): everywhere else the XSS label blocks.
    expect(text).toContain(
      JSON.stringify({
        NotStatement: {
          Statement: {
            AndStatement: {
              Statements: [
                { LabelMatchStatement: { Key: XSS_BODY_LABEL, Scope: 'LABEL' } },
                { ByteMatchStatement: { FieldToMatch: { Method: {} }, PositionalConstraint: 'EXACTLY', SearchString: 'PUT', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
                { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY', SearchString: apiPaths.assistantConfig, TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
              ],
            },
          },
        },
      }),
    );
    for (const label of NON_BLOCKING_LABELS) expect(text).toContain(JSON.stringify({ NotStatement: { Statement: { LabelMatchStatement: { Key: label, Scope: 'LABEL' } } } }));
  }, 600_000);

  it('logs the web ACL (without credentials) and alarms on its blocked requests in us-east-1, with OK actions', () => {
    const webAcl = build().webAcl;
    if (!webAcl) throw new Error('no web ACL stack');
    const template = Template.fromStack(webAcl);
    // Named per creation of the stack (its id's UUID), so a log group kept from a deleted stack never blocks re-creating it.
    const stackUuid = { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] };
    template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: { 'Fn::Join': ['', ['aws-waf-logs-Rufbereit-prod-WebAcl-', stackUuid]] }, RetentionInDays: 90 });
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebAcl'), 'Arn'] },
      LogDestinationConfigs: [{ 'Fn::Join': ['', [`arn:aws:logs:us-east-1:${account}:log-group:aws-waf-logs-Rufbereit-prod-WebAcl-`, stackUuid]] }],
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }],
      // Only what a rule blocked or counted: a log of every allowed request costs as much as WAF.
      LoggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] }],
      },
    });
    const topic = { Ref: Match.stringLikeRegexp('^AlarmsAlarmTopic') };
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      AlarmName: 'Rufbereit-prod-WebAcl-BlockedRequests',
      Dimensions: [{ Name: 'Rule', Value: 'ALL' }, { Name: 'WebACL', Value: 'rufbereit-prod-web-acl' }],
      Threshold: WAF_BLOCKED_THRESHOLD,
      AlarmActions: [topic],
      OKActions: [topic],
    });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ALARM_EMAIL });
  }, 600_000);

  it('uses an existing web ACL instead when the webAclArn context names one', () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/existing/abc';
    const { site, webAcl } = build({ stage: 'prod', [CONTEXT_KEYS.webAclArn]: arn });
    expect(webAcl).toBeUndefined();
    Template.fromStack(site).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: arn }),
    });
    expect(nagErrors(site)).toEqual([]);
  }, 600_000);

  it('keeps data and logs of prod, and lets a dev stack be deleted with its data', () => {
    const retention = (stack: RufbereitStack) =>
      stackAndNested(stack).flatMap((part) =>
        Object.values(Template.fromStack(part).findResources('AWS::Logs::LogGroup')).map((r) => r.Properties.RetentionInDays as number),
      );
    const tables = (stack: RufbereitStack) => Object.values(Template.fromStack(stack).findResources('AWS::DynamoDB::Table'));

    const prod = build({ stage: 'prod' }).site;
    expect(prod.stackName).toBe('Rufbereit-prod');
    expect(new Set(retention(prod))).toEqual(new Set([90]));
    for (const table of tables(prod)) expect(table).toMatchObject({ DeletionPolicy: 'Retain', Properties: { DeletionProtectionEnabled: true } });

    const dev = build({}).site;
    expect(dev.stackName).toBe('Rufbereit-dev');
    expect(new Set(retention(dev))).toEqual(new Set([14]));
    for (const table of tables(dev)) expect(table).toMatchObject({ DeletionPolicy: 'Delete', Properties: { DeletionProtectionEnabled: false } });
  }, 600_000);

  it('refuses to build the prod stage without its custom domain, in the stack itself (any app that builds it), and lets dev go without one', () => {
    const expected = /^Stage prod needs its custom domain: "-c domainNames=rufbereit\.de,www\.rufbereit\.de -c certificateArn=arn:aws:acm:us-east-1:…" \(mail links and the media bucket's CORS use https:\/\/www\.rufbereit\.de\)\.$/;
    const noDomain = { stage: 'prod', [CONTEXT_KEYS.domainNames]: '', [CONTEXT_KEYS.certificateArn]: '' };
    expect(() => buildApp(noDomain)).toThrow(StackConfigError);
    expect(() => buildApp(noDomain)).toThrow(expected);
    // Not only through createAppStacks: a bare app with the site's stack alone is refused the same way.
    const bareApp = new App({ context: appContext({ stage: 'prod', [CONTEXT_KEYS.alarmEmail]: ALARM_EMAIL }) });
    expect(() => new RufbereitStack(bareApp, 'Bare', { env: { account, region: 'eu-central-1' }, siteDistDir: null, apiRoutes: [], eventRules: [] })).toThrow(expected);
    // A domain without its certificate is refused as well (CloudFront cannot serve it).
    expect(() => buildApp({ ...noDomain, [CONTEXT_KEYS.domainNames]: 'www.rufbereit.de' })).toThrow(StackConfigError);
    expect(() => buildApp({ stage: 'dev' })).not.toThrow();
  });

  it('refuses to synthesise prod without an alarm e-mail address, so no alarm goes unheard', () => {
    expect(() => build({ stage: 'prod' }, false)).toThrow('Stage prod needs "-c alarmEmail=…" (the address that receives the alarms).');
    expect(() => build({}, false)).not.toThrow();
  }, 600_000);

  it("gives each stage its own site address and mail domain: a dev pool never mails links to production", () => {
    const pool = (stack: RufbereitStack) => Object.values(Template.fromStack(stack).findResources('AWS::Cognito::UserPool'))[0]?.Properties as Record<string, unknown>;
    /** The site address the pool's CustomMessage trigger (sign-up and reset mails) links to. */
    const mailedSiteUrl = (stack: RufbereitStack): unknown => {
      const template = Template.fromStack(stack);
      const trigger = (pool(stack).LambdaConfig as { CustomMessage: { 'Fn::GetAtt': [string, string] } }).CustomMessage['Fn::GetAtt'][0];
      const fn = template.findResources('AWS::Lambda::Function')[trigger]?.Properties as { Environment: { Variables: Record<string, unknown> } };
      return fn.Environment.Variables[SITE_URL_ENV];
    };
    const cors = (stack: RufbereitStack) =>
      JSON.stringify(Object.values(Template.fromStack(stack).findResources('AWS::S3::Bucket')).map((b) => (b.Properties as { CorsConfiguration?: unknown }).CorsConfiguration));

    const prod = build({ stage: 'prod' }).site;
    expect(mailedSiteUrl(prod)).toBe(siteSettings.siteUrl);
    expect(JSON.stringify(pool(prod).EmailConfiguration)).toContain(siteSettings.mailFrom);
    expect(cors(prod)).toContain(siteSettings.siteUrl);

    const dev = build({}).site;
    const devPool = JSON.stringify(pool(dev));
    expect(mailedSiteUrl(build({}).site)).toBe('https://dev.rufbereit.de');
    expect(devPool).toContain('website@dev.rufbereit.de');
    expect(devPool).toContain(':identity/dev.rufbereit.de');
    expect(devPool).not.toContain(siteSettings.siteUrl);
    expect(cors(dev)).toContain('"https://dev.rufbereit.de"');
    expect(cors(dev)).not.toContain(siteSettings.siteUrl);

    const ownStack = build({ [CONTEXT_KEYS.siteUrl]: 'https://test.example.org/', [CONTEXT_KEYS.mailFromDomain]: 'mail.example.org' }).site;
    const own = JSON.stringify(pool(ownStack));
    expect(mailedSiteUrl(ownStack)).toBe('https://test.example.org');
    expect(own).toContain('website@mail.example.org');
    expect(() => build({ [CONTEXT_KEYS.siteUrl]: 'http://test.example.org' })).toThrow('Context "siteUrl" must be an https origin');
  }, 600_000);

  it("gives the mailing event targets (notify, intro-call-mail) and oEmbed the stage's sender and site address: dev never names production", () => {
    /** Per mailing handler: its MAIL_FROM, its SITE_URL and the SES identities its role may send from. */
    const mailSetup = (stack: RufbereitStack) =>
      Object.fromEntries(
        stackAndNested(stack).flatMap((part) => {
          const template = Template.fromStack(part);
          const policies = Object.values(template.findResources('AWS::IAM::Policy'));
          return Object.entries(template.findResources('AWS::Lambda::Function'))
            .filter(([, fn]) => MAILING_HANDLERS.some((h) => fn.Properties.Description === `Event target: ${h}`))
            .map(([, fn]) => {
              const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
              const role = JSON.stringify((fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]);
              const sesResources = policies
                .filter((p) => JSON.stringify(p.Properties.Roles).includes(role))
                .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Array<{ Action: unknown; Resource: unknown }> }).Statement)
                .filter((statement) => JSON.stringify(statement.Action).includes('ses:SendEmail'))
                .map((statement) => JSON.stringify(statement.Resource));
              return [String(fn.Properties.Description).replace('Event target: ', ''), { mailFrom: variables[MAIL_FROM_ENV], siteUrl: variables[SITE_URL_ENV], sesResources }];
            });
        }),
      );
    /** The SITE_URL of each site-naming route's function (they live in the route areas' nested stacks). */
    const routeSiteUrls = (stack: RufbereitStack) =>
      stackAndNested(stack).flatMap((part) =>
        Object.values(Template.fromStack(part).findResources('AWS::Lambda::Function'))
          .filter((fn) => siteNamingRoutes.some((route) => fn.Properties.Description === `${route.method} ${route.path}`))
          .map((fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables[SITE_URL_ENV]),
      );
    const prodMailDomain = siteSettings.mailFrom.split('@')[1] ?? '';
    const handlers = { eventRules: mailingRules, apiRoutes: siteNamingRoutes };

    const prodSite = build({ stage: 'prod' }, true, handlers).site;
    const prod = mailSetup(prodSite);
    expect(Object.keys(prod).sort()).toEqual([...MAILING_HANDLERS].sort());
    for (const setup of Object.values(prod)) {
      expect(setup).toMatchObject({ mailFrom: siteSettings.mailFrom, siteUrl: siteSettings.siteUrl });
      expect(setup.sesResources).toEqual([expect.stringContaining(`:identity/${prodMailDomain}`)]);
    }
    expect(routeSiteUrls(prodSite)).toEqual([siteSettings.siteUrl]);

    const devSite = build({}, true, handlers).site;
    expect(routeSiteUrls(devSite)).toEqual(['https://dev.rufbereit.de']);
    const dev = mailSetup(devSite);
    expect(Object.keys(dev).sort()).toEqual([...MAILING_HANDLERS].sort());
    for (const setup of Object.values(dev)) {
      expect(setup).toMatchObject({ mailFrom: 'website@dev.rufbereit.de', siteUrl: 'https://dev.rufbereit.de' });
      expect(setup.sesResources).toEqual([expect.stringContaining(':identity/dev.rufbereit.de')]);
    }
    expect(JSON.stringify(dev)).not.toContain(siteSettings.siteUrl);
    expect(Object.values(dev).flatMap((setup) => setup.sesResources).join('\n')).not.toContain(`:identity/${prodMailDomain}"`);
  }, 600_000);

  it('refuses an unknown stage with one clear message', () => {
    expect(() => build({ stage: 'production' })).toThrow('Context "stage" must be one of dev, prod (got "production").');
  });
});
