import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_MAX_NUMBER_ENV, DELIVERY_RETRY_SCALE_ENV, METRICS_NAMESPACE_ENV, MIN_FILL_SECONDS_ENV, PIPEDRIVE_DOMAIN_ENV, PIPEDRIVE_TOKEN_ENV, PIPEDRIVE_TOKEN_PARAMETER_ENV, STAGE_ENV, SES_CONFIGURATION_SET_TAG, SES_EVENT_SOURCE, mailConfigurationSetName, metricsNamespace } from '@rufbereit/shared';
import { createAppStacks } from './app-stacks';
import type { HandlerFunction } from './lambda/handler-function';
import type { RufbereitStack } from './rufbereit-stack';
import { CONTEXT_KEYS, StackConfigError, defaultPipedriveTokenParameter } from './config';
import { PROD_DOMAIN_CONTEXT, appContext } from './testing/cdk-context';
import { stackAndNested } from './testing/nested-stacks';
import { SES_CONFIGURATION_SET_DIMENSION } from './constructs/monitoring';

/**
 * A dev and a prod stage deployed into one account share no name: not an SSM parameter, not a
 * secret, not a metric namespace, not an alarm, not the CRM token. Otherwise a dev stack would send its
 * test leads to the live CRM, and its errors would trip production's alarms.
 */
const account = '123456789012';

interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
}

/** The whole app of a stage (every route and rule), bundling skipped: only names are compared. */
function stageApp(stage: 'dev' | 'prod', context: Record<string, string> = {}) {
  const app = new App({
    context: appContext({ stage, [CONTEXT_KEYS.alarmEmail]: 'alarms@example.com', ...(stage === 'prod' ? PROD_DOMAIN_CONTEXT : {}), 'aws:cdk:bundling-stacks': [], ...context }),
  });
  const { mail, site, webAcl, edgeAlarms } = createAppStacks(app, { account, region: 'eu-central-1', siteDistDir: null });
  const stacks: Stack[] = [mail, ...stackAndNested(site), ...(webAcl ? [webAcl] : []), edgeAlarms];
  const resources = stacks.flatMap((s) => Object.values((Template.fromStack(s).toJSON() as { Resources: Record<string, Resource> }).Resources));
  return { site, webAcl, resources };
}

/** Every string inside a value (deeply), e.g. the literal parts of an IAM resource. */
const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
};

/** The names a stage gives the shared account: the ones that must never collide with another stage's. */
function namesOf(stage: 'dev' | 'prod') {
  const { resources, site, webAcl } = stageApp(stage);
  const ofType = (type: string) => resources.filter((r) => r.Type === type).map((r) => r.Properties ?? {});
  // Our handlers (CDK's own deployment and custom-resource functions publish nothing of ours).
  const environments = ofType('AWS::Lambda::Function')
    .map((p) => (p.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {})
    .filter((env) => 'POWERTOOLS_SERVICE_NAME' in env);
  const ssmInPolicies = ofType('AWS::IAM::Policy')
    .flatMap((p) => (p.PolicyDocument as { Statement: Array<{ Action: string | string[]; Resource: unknown }> }).Statement)
    .filter((s) => [s.Action].flat().some((a) => a.startsWith('ssm:')))
    .flatMap((s) => strings(s.Resource))
    .filter((text) => text.includes(':parameter/'))
    .map((text) => text.slice(text.indexOf(':parameter/') + ':parameter'.length));
  return {
    site,
    webAcl,
    functionCount: environments.length,
    /** The settings only test environments lower (the proof of work, the fill time, the retry window). */
    testSettings: new Set(environments.flatMap((env) => [CHALLENGE_MAX_NUMBER_ENV, MIN_FILL_SECONDS_ENV, DELIVERY_RETRY_SCALE_ENV].filter((name) => name in env))),
    stagesOfFunctions: new Set(environments.map((env) => env[STAGE_ENV])),
    parameters: new Set([
      ...ofType('AWS::SSM::Parameter').map((p) => String(p.Name)),
      ...environments.flatMap((env) => (typeof env[PIPEDRIVE_TOKEN_PARAMETER_ENV] === 'string' ? [env[PIPEDRIVE_TOKEN_PARAMETER_ENV]] : [])),
      ...ssmInPolicies,
    ]),
    crmTokens: new Set(environments.flatMap((env) => (typeof env[PIPEDRIVE_TOKEN_PARAMETER_ENV] === 'string' ? [env[PIPEDRIVE_TOKEN_PARAMETER_ENV]] : []))),
    secretNames: ofType('AWS::SecretsManager::Secret').map((p) => p.Name),
    secretCount: ofType('AWS::SecretsManager::Secret').length,
    namespaces: new Set([
      ...environments.map((env) => env[METRICS_NAMESPACE_ENV]),
      ...ofType('AWS::CloudWatch::Alarm').flatMap((p) => [p.Namespace, ...((p.Metrics as Array<{ MetricStat?: { Metric?: { Namespace?: string } } }> | undefined) ?? []).map((m) => m.MetricStat?.Metric?.Namespace)]),
      ...ofType('AWS::Logs::MetricFilter').flatMap((p) => (p.MetricTransformations as Array<{ MetricNamespace: string }>).map((t) => t.MetricNamespace)),
    ].filter((ns): ns is string => typeof ns === 'string' && !ns.startsWith('AWS/'))),
    alarmNames: new Set(ofType('AWS::CloudWatch::Alarm').map((p) => p.AlarmName)),
    alarmCount: ofType('AWS::CloudWatch::Alarm').length,
    dashboards: new Set(ofType('AWS::CloudWatch::Dashboard').map((p) => p.DashboardName)),
    webAclMetrics: new Set(ofType('AWS::WAFv2::WebACL').map((p) => (p.VisibilityConfig as { MetricName: string }).MetricName)),
    configurationSets: ofType('AWS::SES::ConfigurationSet').map((p) => p.Name),
    /** The configuration sets the rules on SES's events accept (their `detail` condition). */
    sesRuleSets: ofType('AWS::Events::Rule')
      .filter((p) => JSON.stringify((p.EventPattern as { source?: unknown } | undefined)?.source) === JSON.stringify([SES_EVENT_SOURCE]))
      .map((p) => (p.EventPattern as { detail?: { mail?: { tags?: Record<string, unknown> } } }).detail?.mail?.tags?.[SES_CONFIGURATION_SET_TAG]),
    /** The dimensions of every alarm on SES's metrics. */
    sesAlarmDimensions: ofType('AWS::CloudWatch::Alarm')
      .filter((p) => p.Namespace === 'AWS/SES')
      .map((p) => ({ metric: p.MetricName, dimensions: p.Dimensions })),
  };
}

const shared = <T>(a: Set<T>, b: Set<T>): T[] => [...a].filter((x) => b.has(x));

/** Each stage's app, built once: the tests only read them. */
const dev = namesOf('dev');
const prod = namesOf('prod');

describe('stages in one account', () => {
  it('name their stacks, and every function its stage', () => {
    expect([dev.site.stackName, prod.site.stackName]).toEqual(['Rufbereit-dev', 'Rufbereit-prod']);
    expect(dev.functionCount).toBeGreaterThan(30);
    expect(dev.stagesOfFunctions).toEqual(new Set(['dev']));
    expect(prod.stagesOfFunctions).toEqual(new Set(['prod']));
  });

  it('never weaken the spam protection or shrink the retries: no function gets a test environment’s setting', () => {
    expect(dev.testSettings).toEqual(new Set());
    expect(prod.testSettings).toEqual(new Set());
  });

  it('read different SSM parameters; prod reads its own CRM token, dev (without its own) none', () => {
    expect(dev.parameters.size).toBeGreaterThan(0);
    expect(shared(dev.parameters, prod.parameters)).toEqual([]);
    expect(dev.crmTokens).toEqual(new Set());
    expect(prod.crmTokens).toEqual(new Set([defaultPipedriveTokenParameter('prod')]));
  });

  it('make their own secrets, never under a fixed name (CloudFormation names each per stack)', () => {
    // The origin secret and the ALTCHA key.
    expect(dev.secretCount).toBe(2);
    expect(prod.secretCount).toBe(2);
    expect([...dev.secretNames, ...prod.secretNames].every((name) => name === undefined)).toBe(true);
  });

  it('publish into and alarm on their own metric namespace', () => {
    expect(dev.namespaces).toEqual(new Set([metricsNamespace('dev')]));
    expect(prod.namespaces).toEqual(new Set([metricsNamespace('prod')]));
    expect(shared(dev.webAclMetrics, prod.webAclMetrics)).toEqual([]);
  });

  it('name every alarm and dashboard after the stage, none alike', () => {
    expect(dev.alarmNames.size).toBe(dev.alarmCount);
    expect([...dev.alarmNames].every((name) => String(name).startsWith('Rufbereit-dev'))).toBe(true);
    expect([...prod.alarmNames].every((name) => String(name).startsWith('Rufbereit-prod'))).toBe(true);
    expect(shared(dev.alarmNames, prod.alarmNames)).toEqual([]);
    expect(shared(dev.dashboards, prod.dashboards)).toEqual([]);
  });
});

describe('stages in one account, in SES and EventBridge', () => {
  it('send through their own configuration set, and hand only its events to their mail-outcome', () => {
    expect(dev.configurationSets).toEqual([mailConfigurationSetName('dev')]);
    expect(prod.configurationSets).toEqual([mailConfigurationSetName('prod')]);
    // One rule on SES's events per stage, each accepting its own set's events only (the default bus is the account's).
    expect(dev.sesRuleSets).toEqual([[mailConfigurationSetName('dev')]]);
    expect(prod.sesRuleSets).toEqual([[mailConfigurationSetName('prod')]]);
  });

  it("alarm on their own configuration set's bounce and complaint rates, not on the account's", () => {
    for (const [stage, names] of [['dev', dev], ['prod', prod]] as const) {
      const own = [{ Name: SES_CONFIGURATION_SET_DIMENSION, Value: mailConfigurationSetName(stage) }];
      expect(names.sesAlarmDimensions).toEqual([
        { metric: 'Reputation.BounceRate', dimensions: own },
        { metric: 'Reputation.ComplaintRate', dimensions: own },
      ]);
    }
  });
});

describe('the CRM token parameter', () => {
  const withToken = { [CONTEXT_KEYS.crmToken]: 'stage' };

  it('may be configured, but only under a name with the stage in it', () => {
    expect(() => stageApp('dev', { ...withToken, [CONTEXT_KEYS.pipedriveTokenParameter]: '/rufbereit/pipedrive/api-token' })).toThrow(StackConfigError);
    expect(() => stageApp('dev', { ...withToken, [CONTEXT_KEYS.pipedriveTokenParameter]: '/crm/prod/token' })).toThrow(/must name the stage/);
    const { resources } = stageApp('dev', { ...withToken, [CONTEXT_KEYS.pipedriveTokenParameter]: '/crm/dev/token' });
    expect(JSON.stringify(resources)).toContain('"/crm/dev/token"');
  });

  it('is refused where it would be ignored: prod without a token, a token name for a stage that has none, an unknown mode', () => {
    expect(() => stageApp('prod', { [CONTEXT_KEYS.crmToken]: 'none' })).toThrow('Stage prod always syncs to the CRM: it needs its Pipedrive token (drop "-c crmToken=none").');
    expect(() => stageApp('dev', { [CONTEXT_KEYS.pipedriveTokenParameter]: '/crm/dev/token' })).toThrow(
      'Context "pipedriveTokenParameter" names a CRM token, but stage dev has none: add "-c crmToken=stage" to give it its own.',
    );
    expect(() => stageApp('dev', { [CONTEXT_KEYS.crmToken]: 'prod' })).toThrow(StackConfigError);
  });

  /** What the CRM's users (the sync, the GDPR routes, the trial's note) get: their variables and their IAM statements. */
  function crmUsers(site: RufbereitStack) {
    const users = [
      site.events.targetFunctions.get('crm-sync'),
      site.api.routeFunctions.get('gdprErase'),
      site.api.routeFunctions.get('gdprExport'),
      site.api.routeFunctions.get('startTrial'),
    ];
    return users.map((handler?: HandlerFunction) => {
      if (!handler) throw new Error('a CRM user is missing');
      const stack = Stack.of(handler.fn);
      const resources = (Template.fromStack(stack).toJSON() as { Resources: Record<string, Resource> }).Resources;
      const logicalId = (construct: HandlerFunction['fn'] | HandlerFunction['role']) => stack.resolve(stack.getLogicalId(construct.node.defaultChild as CfnElement)) as string;
      const variables = (resources[logicalId(handler.fn)]?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
      const statements = Object.values(resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties?.Roles).includes(`"Ref":"${logicalId(handler.role)}"`))
        .flatMap((r) => (r.Properties?.PolicyDocument as { Statement: Array<{ Action: string | string[]; Resource: unknown }> }).Statement);
      return { name: handler.handlerName, variables, statements, stage: variables[STAGE_ENV] };
    });
  }
  const tokenGrants = (statements: ReturnType<typeof crmUsers>[number]['statements']) =>
    statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('ssm:') || a.startsWith('kms:') || a.startsWith('secretsmanager:'))).flatMap((st) => strings(st.Resource));

  it('is not given to a dev stage without its own: crm-sync, the GDPR routes and the trial route get no token variable and no grant, so they record "CRM nicht verbunden (Testumgebung)"', () => {
    const users = crmUsers(dev.site);
    expect(users.map((u) => u.name).sort()).toEqual(['crm-sync', 'gdpr-erase', 'gdpr-export', 'start-trial']);
    for (const user of users) {
      expect(user.stage, user.name).toBe('dev');
      expect(Object.keys(user.variables).filter((name) => [PIPEDRIVE_TOKEN_ENV, PIPEDRIVE_TOKEN_PARAMETER_ENV, PIPEDRIVE_DOMAIN_ENV].includes(name)), user.name).toEqual([]);
      expect(JSON.stringify(user.statements), user.name).not.toMatch(/pipedrive|ssm:GetParameter/i);
    }
  });

  it('is the stage’s own with -c crmToken=stage on dev, and always on prod: exactly that parameter, read with GetParameter', () => {
    const devWithToken = crmUsers(stageApp('dev', withToken).site);
    const expectations: Array<[ReturnType<typeof crmUsers>, string]> = [
      [devWithToken, defaultPipedriveTokenParameter('dev')],
      [crmUsers(prod.site), defaultPipedriveTokenParameter('prod')],
    ];
    for (const [users, parameter] of expectations) {
      for (const user of users) {
        expect(user.variables[PIPEDRIVE_TOKEN_PARAMETER_ENV], user.name).toBe(parameter);
        const grants = tokenGrants(user.statements).filter((text) => text.includes(':parameter'));
        expect(grants.length, user.name).toBeGreaterThan(0);
        expect(grants.every((text) => text.endsWith(`:parameter${parameter}`)), user.name).toBe(true);
      }
    }
  });
});
