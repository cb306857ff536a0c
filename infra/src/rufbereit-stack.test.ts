import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_GROUP,
  EVENT_MAX_AGE_SECONDS,
  EVENT_SOURCE,
  EVENT_TARGET_MAX_ATTEMPTS,
  PASSWORD_POLICY,
  USER_POOL_ENV_VAR,
  apiRoutes,
  cognitoMail,
  eventRules,
  redirects,
  siteSettings,
  tableNames,
  type ApiRoute,
} from '@rufbereit/shared';
import { DEFAULT_PIPEDRIVE_TOKEN_PARAMETER } from './config';
import { USER_POOL_ACTIONS } from './lambda/grants';
import { repoRoot } from './paths';
import { RufbereitStack, type RufbereitStackProps } from './rufbereit-stack';
import { tableDefinitions } from './tables';
import { buildViewerRequestFunctionCode } from './website/cloudfront-function-code';
import { inlineScriptHashes } from './website/inline-script-hashes';

interface ResourceJson {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
}
interface Statement {
  Action: string | string[];
  Effect: string;
  Resource: unknown;
}

const env = { account: '123456789012', region: 'eu-central-1' };

/**
 * Builds the stack with real esbuild bundling and synthesises it. CDK's built-in CloudFormation
 * template validation (a few CPU seconds) runs for the full stack only.
 */
function synth(props: RufbereitStackProps = {}, builtinCloudFormationValidation = true) {
  // Asset metadata (as the CDK CLI enables it) tells where each function's bundle was written.
  const app = new App({ builtinCloudFormationValidation, context: { 'aws:cdk:enable-asset-metadata': true } });
  const stack = new RufbereitStack(app, 'TestStack', { env, siteDistDir: null, ...props });
  const template = Template.fromStack(stack);
  const resources = (template.toJSON() as { Resources: Record<string, ResourceJson> }).Resources;
  const logicalId = (construct: IConstruct): string => stack.resolve(stack.getLogicalId(construct.node.defaultChild as CfnElement)) as string;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  /** Every statement of the IAM policies attached to a role. */
  const statementsOf = (role: IConstruct): Statement[] =>
    ofType('AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"Ref":"${logicalId(role)}"`))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  /** cdk-nag AWS Solutions findings that are neither fixed nor acknowledged with a reason. */
  const nagErrors = () =>
    new AwsSolutionsChecks()
      .validateScope(stack)
      .violations.filter((v) => v.severity === 'error')
      .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
  return { app, stack, template, resources, logicalId, ofType, statementsOf, nagErrors };
}

const actionsOf = (statements: Statement[]): string[] => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('RufbereitStack', () => {
  let s: ReturnType<typeof synth>;

  beforeAll(() => {
    const started = performance.now();
    s = synth();
    console.info(`RufbereitStack: bundling + synth took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 180_000);

  it('passes the cdk-nag AWS Solutions checks (every remaining finding acknowledged with a reason)', () => {
    expect(s.nagErrors()).toEqual([]);
  }, 60_000);

  it('bundles every handler into an ES module that loads and exports `handler`', async () => {
    const assemblyDir = s.app.synth().directory;
    const functions = s.ofType('AWS::Lambda::Function').filter(([, r]) => r.Properties.Runtime === 'nodejs22.x');
    expect(functions).toHaveLength(apiRoutes.length + 2);
    // Copied below node_modules so the bundle finds @aws-sdk/* there, as it does in the Lambda runtime.
    const cacheDir = path.join(repoRoot, 'node_modules/.cache');
    mkdirSync(cacheDir, { recursive: true });
    const checkDir = mkdtempSync(path.join(cacheDir, 'bundle-check-'));
    try {
      for (const [id] of functions) {
        const assetPath = (s.template.toJSON() as { Resources: Record<string, { Metadata?: Record<string, string> }> }).Resources[id]?.Metadata?.['aws:asset:path'];
        expect(assetPath, id).toBeDefined();
        const target = path.join(checkDir, `${id}.mjs`);
        copyFileSync(path.join(assemblyDir, assetPath ?? '', 'index.mjs'), target);
        const mod = (await import(pathToFileURL(target).href)) as { handler?: unknown };
        expect(typeof mod.handler, id).toBe('function');
      }
    } finally {
      rmSync(checkDir, { recursive: true, force: true });
    }
  }, 60_000);

  describe('data', () => {
    it('creates one on-demand, point-in-time-recoverable, encrypted, retained table per definition', () => {
      expect(tableDefinitions.map((d) => d.name).sort()).toEqual([...tableNames].sort());
      s.template.resourceCountIs('AWS::DynamoDB::Table', tableDefinitions.length);
      for (const def of tableDefinitions) {
        const keySchema = [{ AttributeName: def.partitionKey, KeyType: 'HASH' }];
        if (def.sortKey) keySchema.push({ AttributeName: def.sortKey, KeyType: 'RANGE' });
        s.template.hasResource('AWS::DynamoDB::Table', {
          DeletionPolicy: 'Retain',
          Properties: Match.objectLike({
            KeySchema: keySchema,
            BillingMode: 'PAY_PER_REQUEST',
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            // AWS managed key (SSEEnabled without a key id), not the AWS owned default.
            SSESpecification: { SSEEnabled: true },
          }),
        });
      }
    });
  });

  describe('api', () => {
    it('has one route per shared API route, public ones without authorizer', () => {
      const routeKeys = apiRoutes.map((r) => `${r.method} ${r.path}`);
      expect(routeKeys).toContain('POST /api/contacts');
      expect(routeKeys).toContain('POST /api/demo-requests');
      s.template.resourceCountIs('AWS::ApiGatewayV2::Route', apiRoutes.length);
      for (const route of apiRoutes as ReadonlyArray<ApiRoute>) {
        s.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          RouteKey: `${route.method} ${route.path}`,
          AuthorizationType: route.access === 'public' ? 'NONE' : 'JWT',
        });
      }
    });

    it('throttles the default stage and writes access logs', () => {
      s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
        AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
      });
    });

    it('bundles every handler for Node.js on arm64 with the table names it was granted', () => {
      const fn = s.stack.api.routeFunctions.get('createContact');
      expect(fn).toBeDefined();
      if (!fn) return;
      const props = s.resources[s.logicalId(fn.fn)]?.Properties;
      expect(props).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
      const variables = (props?.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables).sort()).toEqual(['EVENT_BUS_NAME', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME', 'TABLE_CONTACTS']);
      expect(variables.TABLE_CONTACTS).toEqual({ Ref: s.logicalId(s.stack.data.tables.contacts) });
      expect(variables.EVENT_BUS_NAME).toEqual({ Ref: s.logicalId(s.stack.events.bus) });
    });
  });

  describe('events', () => {
    const rule = eventRules[0];

    it('routes ContactCreated and DemoRequested to both targets with retries and a dead-letter queue each', () => {
      expect(rule.pattern['detail-type']).toEqual(['ContactCreated', 'DemoRequested']);
      const handlers = rule.targets.map((t) => t.handler);
      expect(handlers).toEqual(['crm-sync', 'notify']);
      s.template.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: { Ref: s.logicalId(s.stack.events.bus) },
        EventPattern: { source: [EVENT_SOURCE], 'detail-type': rule.pattern['detail-type'] },
        Targets: handlers.map((handler) => {
          const fn = s.stack.events.targetFunctions.get(handler);
          const dlq = s.stack.events.deadLetterQueues.get(handler);
          if (!fn || !dlq) throw new Error(`no function/queue for ${handler}`);
          return Match.objectLike({
            Arn: { 'Fn::GetAtt': [s.logicalId(fn.fn), 'Arn'] },
            RetryPolicy: { MaximumRetryAttempts: EVENT_TARGET_MAX_ATTEMPTS - 1, MaximumEventAgeInSeconds: EVENT_MAX_AGE_SECONDS },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [s.logicalId(dlq), 'Arn'] } },
          });
        }),
      });
    });

    it('gives each target an encrypted, TLS-only dead-letter queue kept for 14 days, also for failed Lambda retries', () => {
      for (const handler of ['crm-sync', 'notify']) {
        const dlq = s.stack.events.deadLetterQueues.get(handler);
        const fn = s.stack.events.targetFunctions.get(handler);
        if (!dlq || !fn) throw new Error(`no function/queue for ${handler}`);
        expect(s.resources[s.logicalId(dlq)]?.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
        s.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: s.logicalId(dlq) }],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
              Match.objectLike({ Effect: 'Allow', Principal: { Service: 'events.amazonaws.com' }, Action: 'sqs:SendMessage' }),
            ]),
          },
        });
        expect(s.resources[s.logicalId(fn.fn)]?.Properties.DeadLetterConfig).toEqual({ TargetArn: { 'Fn::GetAtt': [s.logicalId(dlq), 'Arn'] } });
        s.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
          FunctionName: { Ref: s.logicalId(fn.fn) },
          MaximumRetryAttempts: 2,
          MaximumEventAgeInSeconds: EVENT_MAX_AGE_SECONDS,
        });
      }
    });

    it('alarms as soon as one message waits in a dead-letter queue, and notifies the alarm topic', () => {
      for (const dlq of s.stack.events.deadLetterQueues.values()) {
        s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/SQS',
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [s.logicalId(dlq), 'QueueName'] } }],
          Threshold: 0,
          ComparisonOperator: 'GreaterThanThreshold',
          AlarmActions: [{ Ref: s.logicalId(s.stack.monitoring.topic) }],
        });
      }
    });
  });

  describe('least-privilege IAM from the shared grants', () => {
    it('lets crm-sync read the Pipedrive token parameter but never publish events', () => {
      const crmSync = s.stack.events.targetFunctions.get('crm-sync');
      if (!crmSync) throw new Error('no crm-sync');
      const statements = s.statementsOf(crmSync.role);
      expect(actionsOf(statements)).not.toContain('events:PutEvents');
      expect(actionsOf(statements).some((a) => a.startsWith('ses:'))).toBe(false);
      const ssm = statements.find((st) => actionsOf([st]).includes('ssm:GetParameter'));
      expect(JSON.stringify(ssm?.Resource)).toContain(`:parameter${DEFAULT_PIPEDRIVE_TOKEN_PARAMETER}`);
      const variables = (s.resources[s.logicalId(crmSync.fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables).toMatchObject({
        PIPEDRIVE_API_TOKEN_PARAMETER: DEFAULT_PIPEDRIVE_TOKEN_PARAMETER,
        PIPEDRIVE_COMPANY_DOMAIN: 'rufbereit',
      });
      expect(JSON.stringify(variables)).not.toMatch(/PIPEDRIVE_API_TOKEN"/);
    });

    it('lets notify send mail from the sender identity only', () => {
      const notify = s.stack.events.targetFunctions.get('notify');
      if (!notify) throw new Error('no notify');
      const statements = s.statementsOf(notify.role);
      const ses = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('ses:')));
      expect(ses).toHaveLength(1);
      expect(JSON.stringify(ses[0]?.Resource)).toContain(`:identity/${siteSettings.mailFrom.split('@')[1]}`);
      expect(actionsOf(statements)).not.toContain('events:PutEvents');
    });

    it('lets create-contact put events on the bus only, and touch no table but contacts', () => {
      const createContact = s.stack.api.routeFunctions.get('createContact');
      if (!createContact) throw new Error('no createContact');
      const statements = s.statementsOf(createContact.role);
      const putEvents = statements.filter((st) => actionsOf([st]).includes('events:PutEvents'));
      expect(putEvents).toHaveLength(1);
      expect(putEvents[0]?.Resource).toEqual({ 'Fn::GetAtt': [s.logicalId(s.stack.events.bus), 'Arn'] });

      const dynamo = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('dynamodb:')));
      expect(dynamo.length).toBeGreaterThan(0);
      const contactsId = s.logicalId(s.stack.data.tables.contacts);
      for (const st of dynamo) expect(st.Resource).toEqual([{ 'Fn::GetAtt': [contactsId, 'Arn'] }]);
      for (const name of tableNames.filter((t) => t !== 'contacts')) {
        expect(JSON.stringify(statements)).not.toContain(s.logicalId(s.stack.data.tables[name]));
      }
      expect(actionsOf(statements).some((a) => a.startsWith('s3:') || a.startsWith('ssm:') || a.startsWith('ses:'))).toBe(false);
    });
  });

  describe('buckets', () => {
    it('blocks every kind of public access on every bucket and refuses plain HTTP', () => {
      const buckets = s.ofType('AWS::S3::Bucket');
      expect(buckets.length).toBe(3);
      for (const [id, bucket] of buckets) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        s.template.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: id },
          PolicyDocument: {
            Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
          },
        });
      }
    });

    it('keeps the media bucket versioned, encrypted and open for presigned POSTs from the site only', () => {
      expect(s.resources[s.logicalId(s.stack.media.bucket)]?.Properties).toMatchObject({
        VersioningConfiguration: { Status: 'Enabled' },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        CorsConfiguration: { CorsRules: [expect.objectContaining({ AllowedMethods: ['POST'], AllowedOrigins: [siteSettings.siteUrl] })] },
      });
    });
  });

  describe('website', () => {
    it('runs the generated redirect/index function on page requests', () => {
      s.template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionCode: buildViewerRequestFunctionCode(redirects),
        FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      });
      expect(buildViewerRequestFunctionCode(redirects)).toContain('/branchen/physiotherapiepraxen');
    });

    it('answers missing pages with the 404 page and status 404', () => {
      s.template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          CustomErrorResponses: [{ ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: Match.anyValue() }],
        }),
      });
    });

    it('sends /api/* uncached with all viewer headers but Host, /media/* cached, /demo-player framable', () => {
      const distribution = s.resources[s.logicalId(s.stack.website.distribution)]?.Properties.DistributionConfig as {
        CacheBehaviors: Array<Record<string, unknown>>;
        DefaultCacheBehavior: Record<string, unknown>;
      };
      const behavior = (pattern: string) => distribution.CacheBehaviors.find((b) => b.PathPattern === pattern);
      expect(behavior('/api/*')).toMatchObject({
        CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
        OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      });
      expect(behavior('/media/*')).toMatchObject({ CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6' }); // CachingOptimized
      // The public demo list is cached by category, and its behaviour comes before /api/*.
      const demos = behavior('/api/demos');
      expect(demos).toMatchObject({ AllowedMethods: ['GET', 'HEAD'] });
      const demoPolicy = s.resources[(demos?.CachePolicyId as { Ref: string }).Ref]?.Properties.CachePolicyConfig as Record<string, unknown>;
      expect(demoPolicy).toMatchObject({ MaxTTL: 300, DefaultTTL: 0 });
      expect(JSON.stringify(demoPolicy)).toContain('"QueryStrings":["category"]');
      expect(distribution.CacheBehaviors.findIndex((b) => b.PathPattern === '/api/demos')).toBeLessThan(
        distribution.CacheBehaviors.findIndex((b) => b.PathPattern === '/api/*'),
      );

      const policyOf = (b: Record<string, unknown> | undefined) => {
        const ref = (b?.ResponseHeadersPolicyId as { Ref: string }).Ref;
        return (s.resources[ref]?.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> }).SecurityHeadersConfig;
      };
      const sitePolicy = policyOf(distribution.DefaultCacheBehavior);
      expect(sitePolicy.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(sitePolicy).toMatchObject({ StrictTransportSecurity: expect.anything(), ContentTypeOptions: { Override: true }, ReferrerPolicy: expect.anything() });
      expect(JSON.stringify(sitePolicy.ContentSecurityPolicy)).toContain("frame-ancestors 'none'");
      // Without a built site there are no inline scripts to allow.
      expect(JSON.stringify(sitePolicy.ContentSecurityPolicy)).toContain("script-src 'self';");

      const playerPolicy = policyOf(behavior('/demo-player*'));
      expect(playerPolicy.FrameOptions).toBeUndefined();
      expect(JSON.stringify(playerPolicy.ContentSecurityPolicy)).toContain('frame-ancestors *');
      expect(behavior('/demo-player*')?.FunctionAssociations).toEqual(distribution.DefaultCacheBehavior.FunctionAssociations);
    });

    it('deploys nothing when the site has not been built', () => {
      s.template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    });
  });

  describe('auth', () => {
    it('requires TOTP (and only TOTP) for every account, with the shared password policy and self sign-up', () => {
      s.template.hasResourceProperties('AWS::Cognito::UserPool', {
        MfaConfiguration: 'ON',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
        AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: false }),
        UsernameAttributes: ['email'],
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          }),
        },
        VerificationMessageTemplate: Match.objectLike({ EmailSubject: cognitoMail.verificationSubject }),
      });
      s.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
    });

    it('gives the web client SRP and refresh only, and no OAuth flows or callbacks it does not use', () => {
      const [[, client] = []] = s.ofType('AWS::Cognito::UserPoolClient');
      expect(client?.Properties).toMatchObject({ GenerateSecret: false, ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] });
      for (const key of ['AllowedOAuthFlows', 'AllowedOAuthScopes', 'CallbackURLs', 'LogoutURLs']) {
        expect(client?.Properties[key], key).toBeUndefined();
      }
      expect(client?.Properties.AllowedOAuthFlowsUserPoolClient).not.toBe(true);
    });

    it('puts a JWT authorizer of the web client on every user and admin route of the table', () => {
      const guarded = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.access !== 'public');
      expect(guarded.length).toBeGreaterThan(0);
      const routes = s.ofType('AWS::ApiGatewayV2::Route');
      for (const route of guarded) {
        const found = routes.find(([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`);
        expect(found?.[1].Properties, route.id).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
      }
    });

    it('lets the account routes call only the Cognito actions their grant names, on the one pool', () => {
      const poolId = s.logicalId(s.stack.auth.userPool);
      const cognitoActions = (routeId: string): string[] => {
        const fn = s.stack.api.routeFunctions.get(routeId);
        if (!fn) throw new Error(`no function ${routeId}`);
        const statements = s.statementsOf(fn.role).filter((st) => actionsOf([st]).some((a) => a.startsWith('cognito-idp:')));
        for (const st of statements) expect(JSON.stringify(st.Resource)).toContain(poolId);
        const variables = (s.resources[s.logicalId(fn.fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables[USER_POOL_ENV_VAR]).toEqual({ Ref: poolId });
        return actionsOf(statements).sort();
      };
      expect(cognitoActions('getMe')).toEqual([...USER_POOL_ACTIONS.read].sort());
      expect(cognitoActions('listUsers')).not.toContain('cognito-idp:AdminAddUserToGroup');
      expect(cognitoActions('grantAdmin')).toEqual([...USER_POOL_ACTIONS.manageGroups].sort());
      expect(cognitoActions('revokeAdmin')).not.toContain('cognito-idp:AdminDeleteUser');
    });
  });

  describe('monitoring', () => {
    it('alarms on the errors of every function', () => {
      const functions = [...s.stack.api.routeFunctions.values(), ...s.stack.events.targetFunctions.values()];
      expect(functions).toHaveLength(apiRoutes.length + 2);
      for (const fn of functions) {
        s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          MetricName: 'Errors',
          Namespace: 'AWS/Lambda',
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: s.logicalId(fn.fn) } }],
          AlarmActions: [{ Ref: s.logicalId(s.stack.monitoring.topic) }],
        });
      }
    });
  });
});

describe('RufbereitStack with other routes', () => {
  it('protects user/admin routes with a Cognito JWT authorizer without scopes', () => {
    const adminRoute: ApiRoute = {
      id: 'listContactsForTest',
      method: 'GET',
      path: '/api/admin/contacts',
      handler: 'create-contact',
      access: 'admin',
      grants: [{ table: 'contacts', access: 'read' }],
    };
    const s = synth({ apiRoutes: [adminRoute], eventRules: [] }, false);
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: s.logicalId(s.stack.auth.webClient) }],
        Issuer: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.eu-central-1\\.')])] }),
      },
    });
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /api/admin/contacts',
      AuthorizationType: 'JWT',
      AuthorizationScopes: Match.absent(),
    });
    // Read access: no write actions.
    const fn = s.stack.api.routeFunctions.get(adminRoute.id);
    if (!fn) throw new Error('no function');
    const actions = actionsOf(s.statementsOf(fn.role));
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(s.nagErrors()).toEqual([]);
  }, 180_000);

  it('grants media access on the media bucket only, with its env var', () => {
    const uploadRoute: ApiRoute = {
      id: 'uploadForTest',
      method: 'POST',
      path: '/api/uploads',
      handler: 'create-contact',
      access: 'admin',
      grants: [{ bucket: 'media', access: 'readWrite' }],
    };
    const s = synth({ apiRoutes: [uploadRoute], eventRules: [] }, false);
    const fn = s.stack.api.routeFunctions.get(uploadRoute.id);
    if (!fn) throw new Error('no function');
    const statements = s.statementsOf(fn.role);
    const s3 = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('s3:')));
    expect(actionsOf(s3)).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
    const mediaId = s.logicalId(s.stack.media.bucket);
    for (const st of s3) expect(JSON.stringify(st.Resource)).toContain(mediaId);
    expect(JSON.stringify(statements)).not.toContain(s.logicalId(s.stack.website.bucket));
    expect(actionsOf(statements).some((a) => a.startsWith('dynamodb:'))).toBe(false);
    const variables = (s.resources[s.logicalId(fn.fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.MEDIA_BUCKET).toEqual({ Ref: mediaId });
    expect(s.nagErrors()).toEqual([]);
  }, 180_000);
});

describe('RufbereitStack with a built site', () => {
  const inlineScript = 'requestAnimationFrame(function(){$RT=performance.now()});';
  let distDir: string;
  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'rufbereit-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><title>Test</title><script>${inlineScript}</script>`);
    writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('uploads assets (immutable) and pages (invalidated) when web/dist exists', () => {
    const s = synth({ apiRoutes: [], eventRules: [], siteDistDir: distDir }, false);
    s.template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    s.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    s.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      DistributionPaths: ['/*'],
      DistributionId: { Ref: s.logicalId(s.stack.website.distribution) },
    });
    // The pages' inline scripts are allowed by hash, nothing else inline.
    const csp = JSON.stringify(s.resources[s.logicalId(s.stack.website.node.findChild('SiteHeaders'))]?.Properties);
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes(distDir).join(' ')};`);
    expect(inlineScriptHashes(distDir)).toHaveLength(1);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(s.nagErrors()).toEqual([]);
  }, 180_000);
});
