import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableNames } from '@rufbereit/shared';
import { createAppStacks } from './app-stacks';
import { CONTEXT_KEYS, StackConfigError } from './config';
import { CLOUDFRONT_5XX_RATE_THRESHOLD_PERCENT, distributionIdParameterName } from './edge-alarms-stack';
import { SECRETS_EXTENSION_LAYER_ARNS } from './lambda/secrets-extension';
import { STAGE_TAG } from './stage';
import { PROD_DOMAIN_CONTEXT, appContext } from './testing/cdk-context';
import { stackAndNested } from './testing/nested-stacks';

/**
 * What operating the stack needs beyond its features: a budget, alarms on the edge's 5xx rate and on
 * DynamoDB throttling, traces, the current secrets extension, no fixed name that blocks re-creating a
 * stack, and S3 grants that name exact actions. The whole prod app, bundling skipped.
 */
const account = '123456789012';
const ALARM_EMAIL = 'alarms@example.com';

interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
}

function prodApp(context: Record<string, string> = {}) {
  const app = new App({ context: appContext({ stage: 'prod', [CONTEXT_KEYS.alarmEmail]: ALARM_EMAIL, ...PROD_DOMAIN_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context }) });
  const stacks = createAppStacks(app, { account, region: 'eu-central-1', siteDistDir: null });
  const all = [stacks.mail, ...stackAndNested(stacks.site), ...(stacks.webAcl ? [stacks.webAcl] : []), stacks.edgeAlarms];
  const resources = all.flatMap((s) => Object.entries((Template.fromStack(s).toJSON() as { Resources: Record<string, Resource> }).Resources).map(([id, r]) => ({ id, stack: s.stackName, ...r })));
  return { ...stacks, resources };
}

describe('operating the prod app', () => {
  const app = prodApp();
  const ofType = (type: string) => app.resources.filter((r) => r.Type === type);
  const ourFunctions = ofType('AWS::Lambda::Function').filter((r) => JSON.stringify(r.Properties?.Environment ?? {}).includes('POWERTOOLS_SERVICE_NAME'));

  it('alarms by mail through AWS Budgets when the stage nears its monthly limit (its own tagged costs only)', () => {
    const budgets = ofType('AWS::Budgets::Budget');
    expect(budgets).toHaveLength(1);
    expect(budgets[0]?.Properties).toMatchObject({
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 100, Unit: 'USD' }, CostFilters: { TagKeyValue: [`user:${STAGE_TAG}$prod`] } },
      NotificationsWithSubscribers: [
        { Notification: { NotificationType: 'ACTUAL', Threshold: 80 }, Subscribers: [{ SubscriptionType: 'EMAIL', Address: ALARM_EMAIL }] },
        { Notification: { NotificationType: 'FORECASTED', Threshold: 100 }, Subscribers: [{ SubscriptionType: 'EMAIL', Address: ALARM_EMAIL }] },
      ],
    });
    const custom = prodApp({ [CONTEXT_KEYS.monthlyBudgetUsd]: '250' }).resources.find((r) => r.Type === 'AWS::Budgets::Budget');
    expect(JSON.stringify(custom?.Properties)).toContain('"Amount":250');
    expect(() => prodApp({ [CONTEXT_KEYS.monthlyBudgetUsd]: '-5' })).toThrow(StackConfigError);
  });

  it("alarms on the distribution's 5xx rate in us-east-1, reading its id from the site stack's SSM parameter", () => {
    expect(app.edgeAlarms.region).toBe('us-east-1');
    const edge = Template.fromStack(app.edgeAlarms);
    edge.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Threshold: CLOUDFRONT_5XX_RATE_THRESHOLD_PERCENT,
      AlarmName: 'Rufbereit-prod-EdgeAlarms-CloudFront5xxRate',
    });
    expect(JSON.stringify(edge.toJSON())).toContain(distributionIdParameterName('Rufbereit-prod'));
    Template.fromStack(app.site).hasResourceProperties('AWS::SSM::Parameter', {
      Name: distributionIdParameterName('Rufbereit-prod'),
      Value: { Ref: app.site.resolve(app.site.getLogicalId(app.site.website.distribution.node.defaultChild as never)) as string },
    });
  });

  it('alarms on throttled reads and writes of every table', () => {
    const throttleAlarms = ofType('AWS::CloudWatch::Alarm').filter((r) => String(r.Properties?.AlarmName).includes('DynamoDbThrottles'));
    expect(throttleAlarms.length).toBe(Math.ceil(tableNames.length / 5));
    const text = JSON.stringify(throttleAlarms);
    expect(text.match(/ReadThrottleEvents/g)).toHaveLength(tableNames.length);
    expect(text.match(/WriteThrottleEvents/g)).toHaveLength(tableNames.length);
  });

  it('traces every function actively (X-Ray, sampled) and gives the secret readers the current extension layer', () => {
    expect(ourFunctions.length).toBeGreaterThan(30);
    for (const fn of ourFunctions) expect(fn.Properties?.TracingConfig, fn.id).toEqual({ Mode: 'Active' });
    // HTTP APIs cannot trace (decision 0015): the access log's request id is what the functions' log lines
    // carry as correlation_id, next to their X-Ray trace id.
    const stages = ofType('AWS::ApiGatewayV2::Stage');
    expect(stages).toHaveLength(1);
    const format = JSON.parse(String((stages[0]?.Properties?.AccessLogSettings as { Format: string }).Format)) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey' });
    const layers = new Set(ourFunctions.flatMap((fn) => (fn.Properties?.Layers as string[] | undefined) ?? []));
    expect([...layers]).toEqual([SECRETS_EXTENSION_LAYER_ARNS['eu-central-1']]);
  });

  it('gives no resource a fixed name that would block creating its stack again (the WAF log group is named per stack id)', () => {
    const nameProperties: Record<string, string> = {
      'AWS::Logs::LogGroup': 'LogGroupName',
      'AWS::SecretsManager::Secret': 'Name',
      'AWS::DynamoDB::Table': 'TableName',
      'AWS::S3::Bucket': 'BucketName',
      'AWS::SQS::Queue': 'QueueName',
      'AWS::Lambda::Function': 'FunctionName',
      'AWS::IAM::Role': 'RoleName',
      'AWS::KMS::Alias': 'AliasName',
    };
    const fixed = app.resources.filter((r) => {
      const property = nameProperties[r.Type];
      const name = property ? r.Properties?.[property] : undefined;
      // A name built with the stack's id is unique per creation; a literal is not.
      return typeof name === 'string' || (name !== undefined && !JSON.stringify(name).includes('AWS::StackId'));
    });
    expect(fixed.map((r) => `${r.stack}/${r.id}`)).toEqual([]);
  });

  it("grants our functions exact S3 actions only, never an action group like s3:GetObject* or s3:*", () => {
    const roles = new Set(ourFunctions.map((fn) => JSON.stringify(fn.Properties?.Role)));
    const s3Actions = ofType('AWS::IAM::Policy')
      .filter((p) => ((p.Properties?.Roles as unknown[]) ?? []).some((role) => roles.has(JSON.stringify({ 'Fn::GetAtt': [(role as { Ref: string }).Ref, 'Arn'] }))))
      .flatMap((p) => (p.Properties?.PolicyDocument as { Statement: Array<{ Action: string | string[] }> }).Statement)
      .flatMap((st) => [st.Action].flat())
      .filter((action) => action.startsWith('s3:'));
    expect(s3Actions.length).toBeGreaterThan(0);
    expect(s3Actions.filter((action) => action.includes('*'))).toEqual([]);
  });
});
