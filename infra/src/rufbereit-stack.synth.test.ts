import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_GROUP,
  EVENT_MAX_AGE_SECONDS,
  EVENT_SOURCE,
  EVENT_TARGET_MAX_ATTEMPTS,
  PASSWORD_POLICY,
  USER_POOL_ENV_VAR,
  METRICS_SERVICE_DIMENSION,
  ORIGIN_VERIFY_HEADER,
  ORIGIN_VERIFY_SECRET_ARN_ENV,
  BEACON_EVENTS_PER_SECOND_TARGET,
  ORIGIN_VERIFY_SECRET_ENV,
  PENDING_AUDIO_PREFIX,
  REQUEST_RETENTION_DAYS,
  REQUEST_RETENTION_DAYS_ENV,
  apiPaths,
  apiRoutes,
  cognitoMail,
  eventRules,
  metricNames,
  redirects,
  scheduledTasks,
  siteRoutes,
  siteSettings,
  metricsNamespace,
  tableNames,
  type ApiRoute,
} from '@rufbereit/shared';
import { defaultPipedriveTokenParameter } from './config';
import { USER_POOL_ACTIONS } from './lambda/grants';
import { API_THROTTLE, BEACON_ROUTE_THROTTLE, FORM_ROUTE_THROTTLE, isPublicFormRoute } from './constructs/api';
import { API_4XX_MIN_REQUESTS, API_4XX_RATE_THRESHOLD_PERCENT, API_THROTTLED_METRIC } from './constructs/monitoring';
import { BUNDLE_FILE, bundleBudgetBytes } from './lambda/bundling';
import { repoRoot } from './paths';
import { RufbereitStack, type RufbereitStackProps } from './rufbereit-stack';
import { toItem } from './attribute-value';
import { WEB_ACL_REGION, WebAclStack, webAclArnParameterName } from './web-acl-stack';

/** Loads a copied bundle as the Lambda runtime loads `index.js`: with require(). */
const requireBundle = createRequire(import.meta.url);
import { tableDefinitions } from './tables';
import { statefulChanges, statefulResources, type PinnedResource } from './stateful-resources';
import { PROD_DOMAIN_CONTEXT, appContext } from './testing/cdk-context';
import { flattenedNested, stackAndNested } from './testing/nested-stacks';
import { nagErrors as findNagErrors, staleAcknowledgements as findStaleAcknowledgements } from './testing/nag';
import {
  PAGE_STATUS_METADATA,
  buildApiRequestFunctionCode,
  buildMediaRequestFunctionCode,
  buildViewerRequestFunctionCode,
  buildViewerResponseFunctionCode,
} from './website/cloudfront-function-code';
import { edgePathPattern } from './constructs/website';
import { inlineScriptHashes } from './website/inline-script-hashes';

/** One Lambda per event target (crm-sync, notify, intro-call-mail) and per scheduled task (publish-sweeper). */
const eventTargetCount = eventRules.reduce((count, rule) => count + rule.targets.length, 0) + scheduledTasks.length;
/** The user pool's CustomMessage trigger (German sign-up and reset mails): bundled like the handlers. */
const cognitoTriggerCount = 1;

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
/** What these tests synthesise: the production stage, its metric namespace and its CRM token. */
const METRICS_NAMESPACE = metricsNamespace('prod');
const DEFAULT_PIPEDRIVE_TOKEN_PARAMETER = defaultPipedriveTokenParameter('prod');
/** Headroom below CloudFormation's 500: a stack nearing it must be split before a deployment fails. */
const MAX_RESOURCES_PER_STACK = 350;

/**
 * Builds the stack with real esbuild bundling and synthesises it. CDK's built-in CloudFormation
 * template validation (a few CPU seconds) runs for the full stack only.
 */
function synth(props: RufbereitStackProps = {}, builtinCloudFormationValidation = true) {
  // Asset metadata (as the CDK CLI enables it) tells where each function's bundle was written.
  // The production stage: what these tests assert is what runs for customers.
  const app = new App({ builtinCloudFormationValidation, context: appContext({ 'aws:cdk:enable-asset-metadata': true, stage: 'prod', alarmEmail: 'alarms@example.com', ...PROD_DOMAIN_CONTEXT }) });
  const stack = new RufbereitStack(app, 'TestStack', { env, siteDistDir: null, ...props });
  // The app's other stack (us-east-1, as CloudFront requires): its resources count and its key is pinned too.
  const webAcl = new WebAclStack(app, 'TestWebAcl', {
    env: { ...env, region: WEB_ACL_REGION },
    arnParameterName: webAclArnParameterName('TestStack'),
    alarmEmail: 'alarms@example.com',
  });
  // The route areas' nested stacks read as part of the site's stack (their parameters replaced by what
  // the parent passes), so one assertion covers a function wherever its area puts it.
  const nested = flattenedNested(stack);
  const routeResources = Object.fromEntries(
    [...nested.parameters.keys()]
      .filter((n) => n !== stack.monitoringStack)
      .flatMap((n) => Object.keys(Template.fromStack(n).toJSON().Resources as object).map((id) => [id, nested.resources[id]])),
  ) as Record<string, ResourceJson>;
  const siteJson = Template.fromStack(stack).toJSON() as { Resources: Record<string, ResourceJson> };
  const template = Template.fromJSON({ ...siteJson, Resources: { ...siteJson.Resources, ...routeResources } }, { skipCyclicalDependenciesCheck: true });
  const resources = (template.toJSON() as { Resources: Record<string, ResourceJson> }).Resources;
  const logicalId = (construct: IConstruct): string => {
    const owner = Stack.of(construct);
    return owner.resolve(owner.getLogicalId(construct.node.defaultChild as CfnElement)) as string;
  };
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  /** Every statement of the IAM policies attached to a role. */
  const statementsOf = (role: IConstruct): Statement[] =>
    ofType('AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"Ref":"${logicalId(role)}"`))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const nagErrors = () => findNagErrors(stack);
  const staleAcknowledgements = () => findStaleAcknowledgements(stack);
  // The monitoring nested stack: its template, and the parameter through which it sees a value of the parent.
  const monitoringTemplate = Template.fromStack(stack.monitoringStack);
  const monitoringResources = (monitoringTemplate.toJSON() as { Resources: Record<string, ResourceJson> }).Resources;
  const monitoringId = (construct: IConstruct): string =>
    stack.monitoringStack.resolve(stack.monitoringStack.getLogicalId(construct.node.defaultChild as CfnElement)) as string;
  const fromParent = (value: unknown): { Ref: string } => {
    const parameters = nested.parameters.get(stack.monitoringStack) ?? {};
    const name = Object.keys(parameters).find((key) => JSON.stringify(parameters[key]) === JSON.stringify(value));
    if (!name) throw new Error(`the monitoring stack receives no parameter ${JSON.stringify(value)}`);
    return { Ref: name };
  };
  return {
    app, stack, webAcl, template, resources, logicalId, ofType, statementsOf, nagErrors, staleAcknowledgements,
    monitoringTemplate, monitoringResources, monitoringId, fromParent,
  };
}

const actionsOf = (statements: Statement[]): string[] => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('RufbereitStack', () => {
  let s: ReturnType<typeof synth>;

  beforeAll(() => {
    const started = performance.now();
    s = synth();
    console.info(`RufbereitStack: bundling + synth took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 600_000);

  it(`keeps every stack under ${MAX_RESOURCES_PER_STACK} resources (CloudFormation refuses more than 500), the nested stacks and the web ACL's too`, () => {
    const counts = [...stackAndNested(s.stack), s.webAcl].map((stack) => {
      const template = Template.fromStack(stack).toJSON() as { Resources: Record<string, unknown> };
      return { stack: stack.node.path, resources: Object.keys(template.Resources).length };
    });
    console.info(`resources per stack: ${counts.map((c) => `${c.stack} ${c.resources}`).join(', ')}`);
    // The site, its monitoring, one stack per route area (public, customer, admin) and the web ACL's.
    expect(counts).toHaveLength(6);
    for (const count of counts) expect(count.resources, `${count.stack}: ${count.resources} resources`).toBeLessThanOrEqual(MAX_RESOURCES_PER_STACK);
  });

  it('keeps the logical ids and replacement-relevant properties of every resource that holds data (stateful-resources.pinned.json)', () => {
    // A failure lists what a deployment would lose. Only if that is intended (data migrated first),
    // update the pinned file: `cdk diff` shows the same as "requires replacement" / "destroy".
    const pinned = JSON.parse(readFileSync(path.join(repoRoot, 'infra/src/stateful-resources.pinned.json'), 'utf8')) as Record<
      'site' | 'monitoring' | 'webAcl',
      Record<string, PinnedResource>
    >;
    expect(statefulChanges(pinned.site, statefulResources(s.template))).toEqual([]);
    expect(statefulChanges(pinned.monitoring, statefulResources(s.monitoringTemplate))).toEqual([]);
    expect(statefulChanges(pinned.webAcl, statefulResources(Template.fromStack(s.webAcl)))).toEqual([]);
    // Each alarm topic's key: the monitoring's and the web ACL's.
    expect([...Object.values(pinned.monitoring), ...Object.values(pinned.webAcl)].map((r) => r.type)).toEqual(['AWS::KMS::Key', 'AWS::KMS::Key']);
    // The pins cover the pool, every table and every bucket.
    expect(Object.values(pinned.site).map((r) => r.type).sort()).toEqual(
      ['AWS::Cognito::UserPool', ...tableDefinitions.map(() => 'AWS::DynamoDB::Table'), ...['media', 'site', 'logs'].map(() => 'AWS::S3::Bucket')].sort(),
    );
  });

  it('says what would be lost when a pinned resource is renamed or a replacing property changes', () => {
    const pool = { type: 'AWS::Cognito::UserPool', deletionPolicy: 'Retain', properties: { UsernameAttributes: ['email'] } };
    expect(statefulChanges({ Pool: pool }, { Pool2: pool })).toEqual([
      expect.stringMatching(/^AWS::Cognito::UserPool Pool is gone or has a new logical id: .*every account with its password and TOTP enrolment/),
      expect.stringMatching(/^AWS::Cognito::UserPool Pool2 is new/),
    ]);
    expect(statefulChanges({ Pool: pool }, { Pool: { ...pool, properties: { UsernameAttributes: ['phone_number'] } } })).toEqual([
      expect.stringContaining('changing UsernameAttributes replaces it and loses every account'),
    ]);
  });

  it('passes the cdk-nag AWS Solutions checks (every remaining finding acknowledged with a reason)', () => {
    expect(s.nagErrors()).toEqual([]);
  }, 60_000);

  it('acknowledges no cdk-nag finding that is not raised any more', () => {
    expect(s.staleAcknowledgements()).toEqual([]);
  }, 60_000);

  it('bundles every handler into a CommonJS module that the runtime loads by require() and that exports `handler`', () => {
    const assemblyDir = s.app.synth().directory;
    // Ours carry a description; CDK's own AwsCustomResource provider runs on the same (latest) runtime without one.
    const functions = s.ofType('AWS::Lambda::Function').filter(([, r]) => r.Properties.Runtime === 'nodejs24.x' && r.Properties.Description !== undefined);
    expect(functions).toHaveLength(apiRoutes.length + eventTargetCount + cognitoTriggerCount);
    // Copied below node_modules so the bundle finds @aws-sdk/* there, as it does in the Lambda runtime.
    const cacheDir = path.join(repoRoot, 'node_modules/.cache');
    mkdirSync(cacheDir, { recursive: true });
    const checkDir = mkdtempSync(path.join(cacheDir, 'bundle-check-'));
    try {
      for (const [id] of functions) {
        const assetPath = (s.template.toJSON() as { Resources: Record<string, { Metadata?: Record<string, string> }> }).Resources[id]?.Metadata?.['aws:asset:path'];
        expect(assetPath, id).toBeDefined();
        const target = path.join(checkDir, `${id}.cjs`);
        copyFileSync(path.join(assemblyDir, assetPath ?? '', BUNDLE_FILE), target);
        const mod = requireBundle(target) as { handler?: unknown };
        expect(typeof mod.handler, id).toBe('function');
      }
    } finally {
      rmSync(checkDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps every bundle within its size budget, importing only the AWS SDK clients its work needs', () => {
    const documentRouteImports = ['client-dynamodb', 'client-s3', 'lib-dynamodb', 'signature-v4-crt', 'signature-v4a'];
    const assemblyDir = s.app.synth().directory;
    const expected: Record<string, string[]> = {
      // The public forms check the proof of work: its HMAC key comes from the secrets extension (no SDK
      // client), its replay store is DynamoDB.
      'create-contact': ['client-dynamodb', 'client-eventbridge', 'lib-dynamodb'],
      'create-demo-request': ['client-dynamodb', 'client-eventbridge', 'lib-dynamodb'],
      // The signing key from the extension; the spam middleware (and its replay store) only in the form routes' bundles.
      'create-challenge': [],
      // The user pool's triggers: German code mails, and the same proof of work for a self sign-up.
      'cognito-triggers': ['client-dynamodb', 'lib-dynamodb'],
      'get-branch-image': ['client-dynamodb', 'lib-dynamodb'],
      'crm-sync': ['client-dynamodb', 'client-ssm', 'lib-dynamodb'],
      notify: ['client-dynamodb', 'client-ses', 'lib-dynamodb'],
      // get-me keeps the account's MFA state and e-mail for the paged admin lists (the accounts table).
      'get-me': ['client-cognito-identity-provider', 'client-dynamodb', 'lib-dynamodb'],
      'list-users': ['client-cognito-identity-provider', 'client-dynamodb', 'lib-dynamodb'],
      // Writes the role change's audit entry (staff_audit).
      'set-admin-group': ['client-cognito-identity-provider', 'client-dynamodb', 'lib-dynamodb'],
      'get-assistant-config': ['client-dynamodb', 'lib-dynamodb'],
      'save-assistant-config': ['client-dynamodb', 'lib-dynamodb'],
      'list-assistant-configs': ['client-cognito-identity-provider', 'client-dynamodb', 'lib-dynamodb'],
      // The presigners are bundled (not guaranteed in the runtime); the S3 client is the runtime's. The
      // bundled multi-region signer keeps two optional requires (SigV4a, only for multi-region access
      // points, inside try/catch).
      'create-document-upload': documentRouteImports,
      'complete-document-upload': ['client-dynamodb', 'client-s3', 'lib-dynamodb'],
      'get-document-link': documentRouteImports,
      'get-account-document-link': documentRouteImports,
      'delete-document': ['client-dynamodb', 'client-s3', 'lib-dynamodb'],
      'list-intro-call-slots': ['client-dynamodb', 'lib-dynamodb'],
      'list-demo-tracks': ['client-dynamodb', 'lib-dynamodb'],
      'get-oembed': ['client-dynamodb', 'lib-dynamodb'],
      // The player pages read their template from the site over HTTPS: no AWS client at all.
      'get-player-page': [],
      'list-admin-demo-tracks': ['client-dynamodb', 'lib-dynamodb'],
      'create-demo-audio-upload': ['client-s3'],
      'create-demo-track': ['client-dynamodb', 'client-s3', 'lib-dynamodb'],
      'update-demo-track': ['client-dynamodb', 'client-s3', 'lib-dynamodb'],
      'delete-demo-track': ['client-dynamodb', 'client-s3', 'lib-dynamodb'],
      // The list order: conditional updates of the tracks' positions, nothing in the bucket.
      'reorder-demo-tracks': ['client-dynamodb', 'lib-dynamodb'],
      'get-audio-upload-permission': [],
      'create-audio-upload': ['client-dynamodb', 'client-s3', 'lib-dynamodb'],
      'complete-audio-upload': ['client-dynamodb', 'client-s3', 'lib-dynamodb'],
      'list-audio-files': ['client-dynamodb', 'lib-dynamodb'],
      'delete-audio-file': ['client-dynamodb', 'client-s3', 'lib-dynamodb'],
      'book-intro-call': ['client-dynamodb', 'client-eventbridge', 'lib-dynamodb'],
      // A cancellation publishes IntroCallCancelled (the calendar update mail).
      'cancel-intro-call': ['client-dynamodb', 'client-eventbridge', 'lib-dynamodb'],
      'intro-call-mail': ['client-dynamodb', 'client-ses', 'lib-dynamodb'],
      // SES's events (delivery, bounce, complaint) on the request or booking.
      'mail-outcome': ['client-dynamodb', 'lib-dynamodb'],
      // Staff: the calendar by key, blocks, a cancellation that publishes IntroCallCancelled (+ Cognito below).
      'list-intro-call-bookings': ['client-dynamodb', 'lib-dynamodb'],
      'block-intro-call-slots': ['client-dynamodb', 'lib-dynamodb'],
      'free-intro-call-slots': ['client-dynamodb', 'lib-dynamodb'],
      'staff-cancel-intro-call': ['client-dynamodb', 'client-eventbridge', 'lib-dynamodb'],
      'list-requests': ['client-dynamodb', 'lib-dynamodb'],
      'inbox-news': ['client-dynamodb', 'lib-dynamodb'],
      'export-requests': ['client-dynamodb', 'lib-dynamodb'],
      // The inbox's selection and the staff audit log.
      'bulk-set-demo-status': ['client-dynamodb', 'lib-dynamodb'],
      'export-selected-requests': ['client-dynamodb', 'lib-dynamodb'],
      'list-audit-log': ['client-dynamodb', 'lib-dynamodb'],
      'get-request': ['client-dynamodb', 'lib-dynamodb'],
      'set-demo-status': ['client-cognito-identity-provider', 'client-dynamodb', 'lib-dynamodb'],
      // 'Testzugang einrichten': the account with AdminCreateUser, the trial on the request and the account,
      // and its note on the request's CRM deal (the Pipedrive token from SSM).
      'start-trial': ['client-cognito-identity-provider', 'client-dynamodb', 'client-ssm', 'lib-dynamodb'],
      'add-request-note': ['client-cognito-identity-provider', 'client-dynamodb', 'lib-dynamodb'],
      'rerun-request-step': ['client-cognito-identity-provider', 'client-dynamodb', 'client-eventbridge', 'lib-dynamodb'],
      'retry-request-step-now': ['client-cognito-identity-provider', 'client-dynamodb', 'client-eventbridge', 'lib-dynamodb'],
      // The CRM person (token from SSM) and the account's documents (S3) belong to the export too.
      'gdpr-export': ['client-dynamodb', 'client-s3', 'client-ssm', 'lib-dynamodb'],
      // Deletes the person in Pipedrive too: the token comes from SSM.
      // …and announces erased bookings (sales' calendar cancellation) on the bus.
      'gdpr-erase': ['client-cognito-identity-provider', 'client-dynamodb', 'client-eventbridge', 'client-s3', 'client-ssm', 'lib-dynamodb'],
      'publish-sweeper': ['client-dynamodb', 'client-eventbridge', 'lib-dynamodb'],
      // The dashboard's aggregates (one Query) and the next intro calls (BatchGetItem).
      'get-dashboard': ['client-dynamodb', 'lib-dynamodb'],
      // The staff view 'Marketing': the measurement's daily aggregates and the demo tracks' titles.
      'get-marketing': ['client-dynamodb', 'lib-dynamodb'],
      // The cookieless beacon: counters and the per-client limit in DynamoDB.
      'track-visit': ['client-dynamodb', 'lib-dynamodb'],
      // Pipedrive's webhook: the token from SSM (its Basic-auth password), the request's outcome, DealOutcomeRecorded.
      'crm-webhook': ['client-dynamodb', 'client-eventbridge', 'client-ssm', 'lib-dynamodb'],
    };
    // Every admin route confirms the caller's group with the user pool (services/src/http/admin-handler.ts);
    // public and customer routes never load the Cognito client.
    for (const route of apiRoutes) {
      if (route.access === 'admin') expected[route.handler] = [...new Set([...(expected[route.handler] ?? []), 'client-cognito-identity-provider'])].sort();
    }
    const handlers = [...s.stack.api.routeFunctions.values(), ...s.stack.events.targetFunctions.values(), ...s.stack.schedules.functions.values(), s.stack.userPoolTriggers];
    expect([...new Set(handlers.map((h) => h.handlerName))].sort()).toEqual(Object.keys(expected).sort());
    const metadata = (s.template.toJSON() as { Resources: Record<string, { Metadata?: Record<string, string> }> }).Resources;
    for (const handler of handlers) {
      const assetPath = metadata[s.logicalId(handler.fn)]?.Metadata?.['aws:asset:path'] ?? '';
      const code = readFileSync(path.join(assemblyDir, assetPath, BUNDLE_FILE), 'utf8');
      expect(Buffer.byteLength(code), handler.handlerName).toBeLessThanOrEqual(bundleBudgetBytes(handler.handlerName));
      const sdkImports = [...new Set([...code.matchAll(/["']@aws-sdk\/([\w-]+)["']/g)].map((m) => m[1]))].sort();
      expect(sdkImports, handler.handlerName).toEqual(expected[handler.handlerName]);
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

    it('throttles each public form route on its own, tighter than the stage, and the beacon wider than the stage', () => {
      const forms = (apiRoutes as ReadonlyArray<ApiRoute>).filter(isPublicFormRoute);
      expect(forms.map((r) => r.path)).toEqual([apiPaths.contacts, apiPaths.demoRequests, apiPaths.introCalls, apiPaths.introCallCancel]);
      // The beacon and the CRM webhook are public POSTs no person fills in: no form throttle.
      const machines = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.access === 'public' && r.method === 'POST' && !isPublicFormRoute(r));
      expect(machines.map((r) => r.path)).toEqual([apiPaths.analytics, apiPaths.crmWebhook]);
      const [[stageId, stage] = []] = s.ofType('AWS::ApiGatewayV2::Stage');
      const settings = stage?.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
      expect(Object.keys(settings).sort()).toEqual([...forms.map((r) => `POST ${r.path}`), `POST ${apiPaths.analytics}`].sort());
      for (const route of forms) {
        const value = settings[`POST ${route.path}`];
        expect(value).toEqual({ ThrottlingRateLimit: FORM_ROUTE_THROTTLE.rateLimit, ThrottlingBurstLimit: FORM_ROUTE_THROTTLE.burstLimit });
        expect(value?.ThrottlingRateLimit).toBeLessThan(API_THROTTLE.rateLimit);
      }
      // The beacon's own route setting overrides the stage's 50/s: the issue's 300 events/s with headroom.
      expect(settings[`POST ${apiPaths.analytics}`]).toEqual({ ThrottlingRateLimit: BEACON_ROUTE_THROTTLE.rateLimit, ThrottlingBurstLimit: BEACON_ROUTE_THROTTLE.burstLimit });
      expect(BEACON_ROUTE_THROTTLE.rateLimit).toBeGreaterThanOrEqual(1.5 * BEACON_EVENTS_PER_SECOND_TARGET);
      expect(BEACON_ROUTE_THROTTLE.burstLimit).toBeGreaterThanOrEqual(BEACON_ROUTE_THROTTLE.rateLimit);
      // The webhook keeps the stage's default route settings.
      expect(settings[`POST ${apiPaths.crmWebhook}`]).toBeUndefined();
      // The stage names the form routes, so it is deployed after the stacks that hold the routes.
      const dependsOn = (s.template.toJSON() as { Resources: Record<string, { DependsOn?: string[] }> }).Resources[stageId ?? '']?.DependsOn ?? [];
      expect(dependsOn).toEqual(expect.arrayContaining([...s.stack.api.routeStacks.values()].map((n) => s.stack.resolve(s.stack.getLogicalId(n.nestedStackResource as CfnElement)) as string)));
    });

    it('tells every API function how long a request is kept (default retention, or -c requestRetentionDays)', () => {
      for (const fn of s.stack.api.routeFunctions.values()) {
        const variables = (s.resources[s.logicalId(fn.fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables[REQUEST_RETENTION_DAYS_ENV]).toBe(String(REQUEST_RETENTION_DAYS));
      }
      const app = new App({ context: appContext({ requestRetentionDays: '365' }) });
      const stack = new RufbereitStack(app, 'RetentionStack', { env, siteDistDir: null, eventRules: [] });
      const createContact = stack.api.routeFunctions.get('createContact');
      if (!createContact) throw new Error('no createContact');
      const area = Stack.of(createContact.fn);
      const resource = Template.fromStack(area).toJSON().Resources[area.resolve(area.getLogicalId(createContact.fn.node.defaultChild as CfnElement)) as string];
      expect(resource.Properties.Environment.Variables[REQUEST_RETENTION_DAYS_ENV]).toBe('365');
      expect(() => new RufbereitStack(new App({ context: appContext({ requestRetentionDays: '0' }) }), 'Bad', { env, siteDistDir: null })).toThrow(
        /requestRetentionDays.*whole number of days from 1 to 3650/,
      );
    }, 600_000);

    it('answers only requests that came through CloudFront: the functions read the origin secret at run time (rotation without lock-out)', () => {
      const secretRef = { Ref: s.logicalId(s.stack.api.originVerifySecret) };
      const dynamicReference = { 'Fn::Join': ['', ['{{resolve:secretsmanager:', secretRef, ':SecretString:::}}']] };
      s.template.hasResourceProperties('AWS::SecretsManager::Secret', {
        GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
      });
      for (const fn of s.stack.api.routeFunctions.values()) {
        const props = s.resources[s.logicalId(fn.fn)]?.Properties;
        const variables = (props?.Environment as { Variables: Record<string, unknown> }).Variables;
        // The ARN, never the value: a value resolved at deployment goes stale after a rotation.
        expect(variables[ORIGIN_VERIFY_SECRET_ARN_ENV]).toEqual(secretRef);
        expect(variables[ORIGIN_VERIFY_SECRET_ENV]).toBeUndefined();
        expect(JSON.stringify(props)).not.toContain('{{resolve:secretsmanager');
        // The Parameters and Secrets extension serves the secret, and the role may read this one secret.
        expect(JSON.stringify(props?.Layers)).toContain('AWS-Parameters-and-Secrets-Lambda-Extension-Arm64');
        // GetSecretValue only: on the origin secret, and on the form routes and the challenge also the ALTCHA key.
        const secretGrants = s
          .statementsOf(fn.role)
          .filter((st) => actionsOf([st]).some((a) => a.startsWith('secretsmanager:')))
          .flatMap((st) => [st.Resource].flat().map((resource) => [actionsOf([st]), resource]));
        expect(secretGrants).toContainEqual([['secretsmanager:GetSecretValue'], secretRef]);
        const altchaRef = { Ref: s.logicalId(s.stack.altchaHmacKey) };
        for (const grant of secretGrants) expect([[['secretsmanager:GetSecretValue'], secretRef], [['secretsmanager:GetSecretValue'], altchaRef]]).toContainEqual(grant);
      }
      const config = s.resources[s.logicalId(s.stack.website.distribution)]?.Properties.DistributionConfig as {
        Origins: Array<{ Id: string; CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown }>;
      };
      const apiOrigins = config.Origins.filter((o) => o.CustomOriginConfig !== undefined);
      expect(apiOrigins).toHaveLength(1);
      expect(apiOrigins[0]?.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: dynamicReference }]);
      // The event targets are not behind CloudFront and need no secret.
      for (const fn of s.stack.events.targetFunctions.values()) {
        expect(JSON.stringify(s.resources[s.logicalId(fn.fn)]?.Properties.Environment)).not.toContain('ORIGIN_VERIFY');
      }
    });

    it("pins CloudFront's origin header to the version the rotation names (-c originVerifySecretVersion), so the new value reaches CloudFront", () => {
      const version = '0f4b3a52-1d9e-4c43-9a3b-2a1f5e6d7c8b';
      const app = new App({ context: appContext({ originVerifySecretVersion: version, 'aws:cdk:bundling-stacks': [] }) });
      const stack = new RufbereitStack(app, 'Rotated', { env, siteDistDir: null, apiRoutes: [], eventRules: [], seedContent: false });
      const distribution = Object.values(Template.fromStack(stack).findResources('AWS::CloudFront::Distribution'))[0];
      expect(JSON.stringify(distribution)).toContain(`:SecretString:::${version}}}`);
      expect(() => new RufbereitStack(new App({ context: appContext({ originVerifySecretVersion: 'AWSCURRENT' }) }), 'Bad', { env, siteDistDir: null, apiRoutes: [], eventRules: [] })).toThrow(
        'must be the VersionId',
      );
    });

    it('bundles every handler for Node.js on arm64 with the table names it was granted', () => {
      const fn = s.stack.api.routeFunctions.get('createContact');
      expect(fn).toBeDefined();
      if (!fn) return;
      const props = s.resources[s.logicalId(fn.fn)]?.Properties;
      expect(props).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
      const variables = (props?.Environment as { Variables: Record<string, unknown> }).Variables;
      // The Parameters and Secrets extension's own settings (origin secret at run time) come in addition.
      const own = Object.keys(variables).filter((name) => !/^(PARAMETERS_SECRETS_EXTENSION_|SECRETS_MANAGER_|SSM_PARAMETER_STORE_)/.test(name));
      expect(own.sort()).toEqual([
        'ALTCHA_HMAC_KEY_SECRET_ARN',
        'EVENT_BUS_NAME',
        'NODE_OPTIONS',
        'ORIGIN_VERIFY_SECRET_ARN',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_SERVICE_NAME',
        'REQUEST_RETENTION_DAYS',
        'RUFBEREIT_STAGE',
        'TABLE_CONTACTS',
        'TABLE_IDEMPOTENCY',
        'TABLE_REQUEST_STATS',
        // The visit of the request (attribution) and its counters.
        'TABLE_SITE_ANALYTICS',
      ]);
      expect(variables.SECRETS_MANAGER_TTL).toBe('60');
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
        s.monitoringTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/SQS',
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Dimensions: [{ Name: 'QueueName', Value: s.fromParent({ 'Fn::GetAtt': [s.logicalId(dlq), 'QueueName'] }) }],
          Threshold: 0,
          ComparisonOperator: 'GreaterThanThreshold',
          AlarmActions: [{ Ref: s.monitoringId(s.stack.monitoring.topic) }],
        });
      }
    });
  });

  describe('least-privilege IAM from the shared grants', () => {
    /** DynamoDB actions of a role by table name: each table appears in one statement at most. */
    const dynamoActionsOf = (role: IConstruct): Record<string, string[]> => {
      const byTable: Record<string, string[]> = {};
      for (const st of s.statementsOf(role)) {
        const actions = actionsOf([st]);
        if (!actions.some((a) => a.startsWith('dynamodb:'))) continue;
        expect(actions.every((a) => a.startsWith('dynamodb:'))).toBe(true);
        // @aws-cdk/aws-iam:minimizePolicies merges statements with the same actions: one may name several tables.
        for (const resource of [st.Resource].flat()) {
          const text = JSON.stringify(resource);
          const table = tableNames.find((name) => text.includes(`"${s.logicalId(s.stack.data.tables[name])}"`));
          if (!table) throw new Error(`DynamoDB statement on an unknown resource: ${text}`);
          byTable[table] = [...new Set([...(byTable[table] ?? []), ...actions])].sort();
        }
      }
      return byTable;
    };
    const roleOf = (id: string) => {
      const fn = s.stack.api.routeFunctions.get(id) ?? s.stack.events.targetFunctions.get(id) ?? s.stack.schedules.functions.get(id);
      if (!fn) throw new Error(`no function ${id}`);
      return fn.role;
    };

    const idempotencyActions = ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
    it.each([
      // Conditional put, get of an idempotent retry, update once the event is published.
      // Plus the spam protection's conditional updates (used solutions, hourly counters) in the idempotency table.
      // And the dashboard's counters: ADD only (request_stats).
      // site_analytics: the day's salt and the visit's record (attribution), the request's counters.
      ['createContact', { contacts: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'], idempotency: ['dynamodb:UpdateItem'], request_stats: ['dynamodb:UpdateItem'], site_analytics: ['dynamodb:GetItem', 'dynamodb:UpdateItem'] }],
      ['createDemoRequest', { demo_requests: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'], idempotency: ['dynamodb:UpdateItem'], request_stats: ['dynamodb:UpdateItem'], site_analytics: ['dynamodb:GetItem', 'dynamodb:UpdateItem'] }],
      ['getBranchImage', { branch_image_configs: ['dynamodb:GetItem'], branch_images: ['dynamodb:Query'] }],
      // oEmbed counts the tracks of a category: a scan of the track list, nothing else.
      ['getOEmbed', { demo_tracks: ['dynamodb:Scan'] }],
      // The event targets read the request and write their status back: no put, no delete, no scan.
      // Their idempotency records (Powertools): put as a lock, get, update on success, delete on failure.
      ['crm-sync', { contacts: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], demo_requests: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], idempotency: idempotencyActions, request_stats: ['dynamodb:UpdateItem'] }],
      ['notify', { contacts: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], demo_requests: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], idempotency: idempotencyActions, request_stats: ['dynamodb:UpdateItem'] }],
      // The sweeper queries the sparse unpublished index, claims and marks the record; it never reads items by key.
      ['publish-sweeper', { contacts: ['dynamodb:Query', 'dynamodb:UpdateItem'], demo_requests: ['dynamodb:Query', 'dynamodb:UpdateItem'] }],
      // The inbox: lists query the index (a search gets its hits by key), the re-run resets a step, the
      // GDPR erase deletes and records.
      ['listRequests', { contacts: ['dynamodb:BatchGetItem', 'dynamodb:Query'], demo_requests: ['dynamodb:BatchGetItem', 'dynamodb:Query'] }],
      ['exportRequests', { contacts: ['dynamodb:BatchGetItem', 'dynamodb:Query'], demo_requests: ['dynamodb:BatchGetItem', 'dynamodb:Query'], staff_audit: ['dynamodb:PutItem'] }],
      // The selection: status changes by key (with the history and counters), the CSV by key.
      // Each of them, and the other staff actions below, writes its audit entry: put only.
      ['bulkSetDemoStatus', { demo_requests: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], request_stats: ['dynamodb:UpdateItem'], staff_audit: ['dynamodb:PutItem'] }],
      ['exportSelectedRequests', { contacts: ['dynamodb:BatchGetItem'], demo_requests: ['dynamodb:BatchGetItem'], staff_audit: ['dynamodb:PutItem'] }],
      // The audit log reads its one partition with Query, nothing else.
      ['listAuditLog', { staff_audit: ['dynamodb:Query'] }],
      ['rerunRequestStep', { contacts: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], demo_requests: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], request_stats: ['dynamodb:UpdateItem'], staff_audit: ['dynamodb:PutItem'] }],
      ['retryRequestStepNow', { contacts: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], demo_requests: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], request_stats: ['dynamodb:UpdateItem'], staff_audit: ['dynamodb:PutItem'] }],
      // The dashboard reads its aggregates with one Query and the next calls by key: never a request table.
      ['getDashboard', { request_stats: ['dynamodb:Query'], intro_call_slots: ['dynamodb:BatchGetItem'] }],
      // Marketing: the measurement's daily aggregates by Query, the track titles by one Scan; no request table.
      ['getMarketing', { site_analytics: ['dynamodb:Query'], demo_tracks: ['dynamodb:Scan'] }],
      // Intro calls for staff: the calendar reads by key only; a block never deletes, freeing never writes.
      ['listIntroCallBookings', { intro_call_slots: ['dynamodb:BatchGetItem'], contacts: ['dynamodb:BatchGetItem'] }],
      ['blockIntroCallSlots', { intro_call_slots: ['dynamodb:GetItem', 'dynamodb:PutItem'], staff_audit: ['dynamodb:PutItem'] }],
      // The paged admin lists: the stored account state of one page by key (a conditional put for an
      // account not stored yet), one Scan page of the configurations; get-me keeps the account state.
      ['getMe', { accounts: ['dynamodb:UpdateItem'] }],
      ['listUsers', { accounts: ['dynamodb:BatchGetItem', 'dynamodb:PutItem'] }],
      ['listAssistantConfigs', { accounts: ['dynamodb:BatchGetItem'], assistant_configurations: ['dynamodb:Scan'] }],
      ['freeIntroCallSlots', { intro_call_slots: ['dynamodb:DeleteItem'], staff_audit: ['dynamodb:PutItem'] }],
      ['cancelIntroCallAsStaff', { intro_call_slots: ['dynamodb:DeleteItem', 'dynamodb:PutItem'], staff_audit: ['dynamodb:PutItem'] }],
      [
        'gdprErase',
        {
          contacts: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:Query'],
          demo_requests: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:Query'],
          // The person's bookings (a filtered scan, no index by e-mail), freed by deleting them; put:
          // what sales' calendar cancellation needs of an erased booking (no personal data).
          intro_call_slots: ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:Scan'],
          // The CRM person lease keyed by the address.
          idempotency: ['dynamodb:DeleteItem'],
          // The document list of the account with the address.
          assistant_configurations: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
          gdpr_erasures: ['dynamodb:PutItem'],
          staff_audit: ['dynamodb:PutItem'],
        },
      ],
    ])('gives %s exactly the DynamoDB actions it uses', (id, expected) => {
      expect(dynamoActionsOf(roleOf(id))).toEqual(expected);
    });

    it('names the indexes a querying function may read, never index/*', () => {
      const statement = s.statementsOf(roleOf('listRequests')).find((st) => JSON.stringify(st.Resource).includes(s.logicalId(s.stack.data.tables.contacts)));
      const resource = JSON.stringify(statement?.Resource);
      expect(resource).toContain('/index/byCreatedAt');
      expect(resource).toContain('/index/byEmail');
      expect(resource).toContain('/index/bySearchText');
      expect(resource).not.toContain('/index/*');
    });

    it('gives the request tables a search index with only the keys and the search text', () => {
      for (const name of ['contacts', 'demo_requests'] as const) {
        type Index = { IndexName: string; KeySchema: unknown; Projection: unknown };
        const table = (s.template.toJSON() as { Resources: Record<string, { Properties?: { GlobalSecondaryIndexes?: Index[] } }> }).Resources[s.logicalId(s.stack.data.tables[name])];
        expect(table?.Properties?.GlobalSecondaryIndexes?.find((index) => index.IndexName === 'bySearchText')).toEqual({
          IndexName: 'bySearchText',
          KeySchema: [
            { AttributeName: 'inbox', KeyType: 'HASH' },
            { AttributeName: 'createdKey', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['searchText'] },
        });
      }
    });

    it('enables TTL on expiresAt for the request tables', () => {
      for (const name of ['contacts', 'demo_requests'] as const) {
        const table = (s.template.toJSON() as { Resources: Record<string, { Properties?: { TimeToLiveSpecification?: unknown } }> }).Resources[s.logicalId(s.stack.data.tables[name])];
        expect(table?.Properties?.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
      }
    });

    it('alarms when a CRM sync or mail fails for good (after the retry window), not on each failed attempt', () => {
      s.monitoringTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmDescription: Match.stringLikeRegexp('24-hour retry window'),
        Metrics: Match.arrayWith([Match.objectLike({ MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: metricNames.deliveryFailedForGood }) }) })]),
      });
    });

    it('runs the publish sweeper on a rate rule, and indexes the unpublished requests sparsely', () => {
      s.template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
      s.template.hasResourceProperties('AWS::DynamoDB::Table', {
        GlobalSecondaryIndexes: Match.arrayWith([
          Match.objectLike({ IndexName: 'unpublished-by-created', KeySchema: [{ AttributeName: 'unpublished', KeyType: 'HASH' }, { AttributeName: 'createdAt', KeyType: 'RANGE' }] }),
          Match.objectLike({ IndexName: 'retrying', KeySchema: [{ AttributeName: 'retrying', KeyType: 'HASH' }] }),
        ]),
      });
      s.template.hasResourceProperties('AWS::DynamoDB::Table', { TimeToLiveSpecification: { AttributeName: 'expiration', Enabled: true } });
    });

    it.each([
      ['createAudioUpload', ['private/audio-uploads/*']],
      ['completeAudioUpload', ['private/audio-uploads/*', 'media/audio/*']],
      ['deleteDemoTrack', ['media/audio/*']],
      ['completeDocumentUpload', ['private/document-uploads/*', 'private/assistant-documents/*']],
      ['createDocumentUpload', ['private/document-uploads/*']],
    ])('lets %s touch only its keys of the media bucket (%s)', (id, prefixes) => {
      const objectArns = s
        .statementsOf(roleOf(id))
        .filter((st) => actionsOf([st]).some((a) => a.startsWith('s3:') && a.includes('Object')))
        .flatMap((st) => [st.Resource].flat())
        .map((resource) => JSON.stringify(resource))
        .filter((text) => text.includes('/'));
      const mediaId = s.logicalId(s.stack.media.bucket);
      const expected = prefixes.map((prefix) => JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [mediaId, 'Arn'] }, `/${prefix}`]] }));
      expect([...new Set(objectArns)].sort()).toEqual([...expected].sort());
    });

    it('lets only the create handlers publish events', () => {
      for (const id of ['createContact', 'createDemoRequest', 'getBranchImage', 'crm-sync', 'notify']) {
        expect(actionsOf(s.statementsOf(roleOf(id))).includes('events:PutEvents'), id).toBe(id.startsWith('create'));
      }
    });

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

    it('lets intro-call-mail send mail from the sender identity too', () => {
      const mailer = s.stack.events.targetFunctions.get('intro-call-mail');
      if (!mailer) throw new Error('no intro-call-mail');
      const ses = s.statementsOf(mailer.role).filter((st) => actionsOf([st]).some((a) => a.startsWith('ses:')));
      expect(ses).toHaveLength(1);
      expect(actionsOf(ses)).toContain('ses:SendRawEmail');
      expect(JSON.stringify(ses[0]?.Resource)).toContain(`:identity/${siteSettings.mailFrom.split('@')[1]}`);
    });

    it('creates no SES identity of its own (the mail stack does, deployed and verified first: deploy-order.synth.test.ts), and hands SES events from the default bus to mail-outcome', () => {
      expect(Object.keys(s.template.findResources('AWS::SES::EmailIdentity'))).toEqual([]);
      // The rule on SES's events listens on the default bus, where SES publishes, and targets mail-outcome.
      const rules = s.template.findResources('AWS::Events::Rule', { Properties: { EventPattern: { source: ['aws.ses'] } } });
      expect(Object.values(rules)).toHaveLength(1);
      expect((Object.values(rules)[0] as { Properties: { EventBusName?: unknown } }).Properties.EventBusName).toBe('default');
      // Only the events of this stage's configuration set: the default bus carries every stage's in the account.
      expect((Object.values(rules)[0] as { Properties: { EventPattern: { detail?: unknown } } }).Properties.EventPattern.detail).toEqual({
        mail: { tags: { 'ses:configuration-set': ['rufbereit-prod'] } },
      });
      // Sending through the set needs the permission on it, and the functions name it.
      const notify = s.stack.events.targetFunctions.get('notify');
      if (!notify) throw new Error('no notify');
      const ses = s.statementsOf(notify.role).filter((st) => actionsOf([st]).some((a) => a.startsWith('ses:')));
      expect(JSON.stringify(ses[0]?.Resource)).toContain(':configuration-set/rufbereit-prod');
      const variables = (s.resources[s.logicalId(notify.fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables).toMatchObject({ SES_CONFIGURATION_SET: 'rufbereit-prod' });
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

    it('lets create-contact put events on the bus only, touch no table but contacts, the spam state and the measurement, and read only the ALTCHA key', () => {
      const createContact = s.stack.api.routeFunctions.get('createContact');
      if (!createContact) throw new Error('no createContact');
      const statements = s.statementsOf(createContact.role);
      const putEvents = statements.filter((st) => actionsOf([st]).includes('events:PutEvents'));
      expect(putEvents).toHaveLength(1);
      expect(putEvents[0]?.Resource).toEqual({ 'Fn::GetAtt': [s.logicalId(s.stack.events.bus), 'Arn'] });

      const dynamo = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('dynamodb:')));
      expect(dynamo.length).toBeGreaterThan(0);
      const ownTables = ['contacts', 'idempotency', 'request_stats', 'site_analytics'] as const;
      // No query: the tables only, none of their indexes.
      const allowed = ownTables.map((name) => JSON.stringify({ 'Fn::GetAtt': [s.logicalId(s.stack.data.tables[name]), 'Arn'] }));
      // Tables granted the same actions share one statement.
      for (const st of dynamo) for (const resource of [st.Resource].flat()) expect(allowed).toContain(JSON.stringify(resource));
      for (const name of tableNames.filter((t) => !(ownTables as readonly string[]).includes(t))) {
        expect(JSON.stringify(statements)).not.toContain(s.logicalId(s.stack.data.tables[name]));
      }
      expect(actionsOf(statements).some((a) => a.startsWith('s3:') || a.startsWith('ses:'))).toBe(false);
      expect(actionsOf(statements).some((a) => a.startsWith('ssm:'))).toBe(false);
      const secretGrants = statements
        .filter((st) => actionsOf([st]).some((a) => a.startsWith('secretsmanager:')))
        .flatMap((st) => [st.Resource].flat().map((resource) => [actionsOf([st]), resource]));
      expect(secretGrants).toContainEqual([['secretsmanager:GetSecretValue'], { Ref: s.logicalId(s.stack.altchaHmacKey) }]);
    });
  });

  describe('least-privilege S3, Cognito and SSM grants', () => {
    const roleOf = (id: string) => {
      const fn = s.stack.api.routeFunctions.get(id) ?? s.stack.events.targetFunctions.get(id);
      if (!fn) throw new Error(`no function ${id}`);
      return fn.role;
    };
    /** `action on key pattern` for every S3 statement of a route; listing as `s3:ListBucket if prefix …`. */
    const s3Grants = (id: string): string[] => {
      const mediaArn = JSON.stringify({ 'Fn::GetAtt': [s.logicalId(s.stack.media.bucket), 'Arn'] });
      return s
        .statementsOf(roleOf(id))
        .filter((st) => actionsOf([st]).some((a) => a.startsWith('s3:')))
        .flatMap((st) => {
          const condition = (st as { Condition?: { StringLike?: Record<string, string[] | string> } }).Condition;
          return actionsOf([st]).flatMap((action) =>
            [st.Resource].flat().map((resource) => {
              const text = JSON.stringify(resource);
              if (text === mediaArn) return `${action} if prefix ${[condition?.StringLike?.['s3:prefix'] ?? 'ANY'].flat().join(',')}`;
              const join = (resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
              if (JSON.stringify(join[0]) !== mediaArn) throw new Error(`S3 statement on another resource: ${text}`);
              return `${action} ${String(join[1]).slice(1)}`;
            }),
          );
        })
        .sort();
    };
    const docs = 'private/assistant-documents/*';
    const pendingDocs = 'private/document-uploads/*';
    const pending = 'private/audio-uploads/*';
    const published = 'media/audio/*';
    it.each([
      // The ticket's POST reaches only the pending prefix; only the completion writes a verified document.
      ['createDocumentUpload', [`s3:PutObject ${pendingDocs}`]],
      [
        'completeDocumentUpload',
        [`s3:DeleteObject ${docs}`, `s3:DeleteObject ${pendingDocs}`, `s3:GetObject ${pendingDocs}`, `s3:ListBucket if prefix ${pendingDocs}`, `s3:PutObject ${docs}`],
      ],
      ['getDocumentLink', [`s3:GetObject ${docs}`]],
      ['getAccountDocumentLink', [`s3:GetObject ${docs}`]],
      ['deleteDocument', [`s3:DeleteObject ${docs}`]],
      ['createAudioUpload', [`s3:PutObject ${pending}`]],
      ['createDemoAudioUpload', [`s3:PutObject ${pending}`]],
      // A customer's MP3 of the same name replaces (deletes) the published older one.
      [
        'completeAudioUpload',
        [
          `s3:DeleteObject ${pending}`,
          `s3:DeleteObject ${published}`,
          `s3:GetObject ${pending}`,
          `s3:ListBucket if prefix ${pending}`,
          `s3:ListBucket if prefix ${published}`,
          `s3:PutObject ${published}`,
        ],
      ],
      ['listAudioFiles', []],
      ['deleteAudioFile', [`s3:DeleteObject ${published}`]],
      [
        'createDemoTrack',
        [`s3:DeleteObject ${pending}`, `s3:GetObject ${pending}`, `s3:ListBucket if prefix ${pending}`, `s3:ListBucket if prefix ${published}`, `s3:PutObject ${published}`],
      ],
      [
        'updateDemoTrack',
        [
          `s3:DeleteObject ${pending}`,
          `s3:DeleteObject ${published}`,
          `s3:GetObject ${pending}`,
          `s3:ListBucket if prefix ${pending}`,
          `s3:ListBucket if prefix ${published}`,
          `s3:PutObject ${published}`,
        ],
      ],
      ['deleteDemoTrack', [`s3:DeleteObject ${published}`]],
      ['getMe', []],
    ])('gives %s exactly the S3 actions it uses, on its prefixes only (listing by s3:prefix)', (id, expected) => {
      expect(s3Grants(id)).toEqual([...expected].sort());
    });

    it('lets get-me and the staff-name lookups read one account, never list the pool', () => {
      for (const id of ['getMe', 'setDemoStatus', 'addRequestNote', 'rerunRequestStep', 'retryRequestStepNow']) {
        const cognito = actionsOf(s.statementsOf(roleOf(id))).filter((a) => a.startsWith('cognito-idp:'));
        expect(cognito.sort(), id).toEqual(['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser']);
      }
    });

    it('lets the GDPR erase and export find the account with an address (ListUsers with a filter), never change it', () => {
      for (const id of ['gdprErase', 'gdprExport']) {
        const cognito = actionsOf(s.statementsOf(roleOf(id))).filter((a) => a.startsWith('cognito-idp:'));
        expect(cognito.sort(), id).toEqual(['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup']);
      }
    });

    it('lets the slot list get the booked slots by key, never scan the bookings', () => {
      expect(actionsOf(s.statementsOf(roleOf('listIntroCallSlots'))).filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:BatchGetItem']);
    });

    it("associates the user pool with a regional web ACL of its own (rate limits on SignUp, ForgotPassword, InitiateAuth)", () => {
      s.template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
      s.template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
        ResourceArn: { 'Fn::GetAtt': [s.logicalId(s.stack.auth.userPool), 'Arn'] },
        // The web ACL is a Cfn resource itself (no default child).
        WebACLArn: { 'Fn::GetAtt': [s.stack.resolve(s.stack.getLogicalId(s.stack.auth.firewall.webAcl)) as string, 'Arn'] },
      });
      s.template.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'REGIONAL', Rules: Match.arrayWith([Match.objectLike({ Name: 'RateLimitSignUp' })]) });
    });

    it("gives the user pool's trigger function exactly the replay store update and the ALTCHA key, and attaches it as PreSignUp and CustomMessage", () => {
      const statements = s.statementsOf(s.stack.userPoolTriggers.role);
      const dynamo = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('dynamodb:')));
      expect(actionsOf(dynamo)).toEqual(['dynamodb:UpdateItem']);
      expect(dynamo.map((st) => [st.Resource].flat())).toEqual([[{ 'Fn::GetAtt': [s.logicalId(s.stack.data.tables.idempotency), 'Arn'] }]]);
      expect(actionsOf(statements).filter((a) => a.startsWith('ssm:'))).toEqual([]);
      const secrets = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('secretsmanager:')));
      expect(secrets.map((st) => [actionsOf([st]), st.Resource])).toEqual([[['secretsmanager:GetSecretValue'], { Ref: s.logicalId(s.stack.altchaHmacKey) }]]);
      // The extension serves it (the layer is on this function too).
      expect(JSON.stringify(s.resources[s.logicalId(s.stack.userPoolTriggers.fn)]?.Properties.Layers)).toContain('AWS-Parameters-and-Secrets-Lambda-Extension-Arm64');
      expect(actionsOf(statements).some((a) => a.startsWith('s3:') || a.startsWith('ses:') || a.startsWith('cognito-idp:') || a.startsWith('events:'))).toBe(false);
      s.template.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: {
          PreSignUp: { 'Fn::GetAtt': [s.logicalId(s.stack.userPoolTriggers.fn), 'Arn'] },
          CustomMessage: { 'Fn::GetAtt': [s.logicalId(s.stack.userPoolTriggers.fn), 'Arn'] },
        },
      });
    });

    it('lets crm-sync, the GDPR erase and the trial route read the Pipedrive token with GetParameter only', () => {
      for (const id of ['crm-sync', 'gdprErase', 'startTrial']) {
        expect(actionsOf(s.statementsOf(roleOf(id))).filter((a) => a.startsWith('ssm:')), id).toEqual(['ssm:GetParameter']);
      }
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
        // Audio uploads nobody completed never stay: the pending prefix expires after a day.
        LifecycleConfiguration: { Rules: expect.arrayContaining([expect.objectContaining({ Prefix: PENDING_AUDIO_PREFIX, ExpirationInDays: 1, Status: 'Enabled' })]) },
      });
    });
  });

  describe('website', () => {
    it('runs the generated redirect/index/404 functions on page requests, the viewer-address function on every API behaviour', () => {
      s.template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionCode: buildViewerRequestFunctionCode(redirects, siteRoutes.flatMap((r) => [r.path, ...r.aliases])),
        FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      });
      s.template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionCode: buildViewerResponseFunctionCode(),
        FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      });
      const config = s.resources[s.logicalId(s.stack.website.distribution)]?.Properties.DistributionConfig as {
        CacheBehaviors: Array<Record<string, unknown>>;
        DefaultCacheBehavior: Record<string, unknown>;
      };
      const functionArn = (fn: IConstruct) => ({ 'Fn::GetAtt': [s.logicalId(fn), 'FunctionARN'] });
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: functionArn(s.stack.website.viewerRequestFunction) },
        { EventType: 'viewer-response', FunctionARN: functionArn(s.stack.website.viewerResponseFunction) },
      ]);
      // Every behaviour that reaches the API hands it the viewer's address (the per-client form limits).
      const apiBehaviors = config.CacheBehaviors.filter((b) => String(b.PathPattern).startsWith('/api/'));
      expect(apiBehaviors.map((b) => b.PathPattern)).toEqual(expect.arrayContaining(['/api/*', apiPaths.demos, apiPaths.oembed]));
      for (const behavior of apiBehaviors) {
        expect(behavior.FunctionAssociations, String(behavior.PathPattern)).toEqual([
          { EventType: 'viewer-request', FunctionARN: functionArn(s.stack.website.apiRequestFunction) },
        ]);
        // …and forwards the viewer's headers, the function's among them.
        expect(behavior.OriginRequestPolicyId, String(behavior.PathPattern)).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
      }
      s.template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: buildApiRequestFunctionCode() });
      // /media/* maps image variant queries to the pre-generated variants.
      expect(config.CacheBehaviors.find((b) => b.PathPattern === '/media/*')?.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: functionArn(s.stack.website.mediaRequestFunction) },
      ]);
      s.template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: buildMediaRequestFunctionCode() });
    });

    it('caches no error response (TTL 0 instead of 10 s) and replaces none, so /api/* JSON errors reach the client unchanged', () => {
      const config = s.resources[s.logicalId(s.stack.website.distribution)]?.Properties.DistributionConfig as Record<string, unknown>;
      const responses = config.CustomErrorResponses as Array<Record<string, unknown>>;
      expect(responses.map((r) => r.ErrorCode)).toEqual(expect.arrayContaining([403, 404, 500, 502, 503, 504]));
      for (const response of responses) expect(response).toEqual({ ErrorCode: response.ErrorCode, ErrorCachingMinTTL: 0 });
    });

    it('lets CloudFront read only the public prefix of the media bucket, never list it or reach private keys', () => {
      const mediaId = s.logicalId(s.stack.media.bucket);
      const policy = s.ofType('AWS::S3::BucketPolicy').find(([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: mediaId }))?.[1];
      const statements = (policy?.Properties.PolicyDocument as { Statement: Array<Statement & { Principal?: unknown; Condition?: unknown }> }).Statement;
      const forCloudFront = statements.filter((st) => JSON.stringify(st.Principal).includes('cloudfront.amazonaws.com'));
      expect(forCloudFront).toHaveLength(1);
      expect(forCloudFront[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [mediaId, 'Arn'] }, '/media/*']] } });
      expect(JSON.stringify(forCloudFront[0]?.Condition)).toContain(s.logicalId(s.stack.website.distribution));
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
      const demos = behavior(apiPaths.demos);
      expect(demos).toMatchObject({ AllowedMethods: ['GET', 'HEAD'] });
      const demoPolicy = s.resources[(demos?.CachePolicyId as { Ref: string }).Ref]?.Properties.CachePolicyConfig as Record<string, unknown>;
      expect(demoPolicy).toMatchObject({ MaxTTL: 300, DefaultTTL: 0 });
      expect(JSON.stringify(demoPolicy)).toContain('"QueryStrings":["category"]');
      expect(distribution.CacheBehaviors.findIndex((b) => b.PathPattern === apiPaths.demos)).toBeLessThan(
        distribution.CacheBehaviors.findIndex((b) => b.PathPattern === '/api/*'),
      );
      // oEmbed answers are cached the same way, keyed on their four parameters.
      const oembed = behavior(apiPaths.oembed);
      expect(oembed).toMatchObject({ AllowedMethods: ['GET', 'HEAD'] });
      const oembedPolicy = s.resources[(oembed?.CachePolicyId as { Ref: string }).Ref]?.Properties.CachePolicyConfig as Record<string, unknown>;
      expect(oembedPolicy).toMatchObject({ MaxTTL: 300, DefaultTTL: 0 });
      expect(JSON.stringify(oembedPolicy)).toContain('"QueryStrings":["url","format","maxwidth","maxheight"]');
      expect(distribution.CacheBehaviors.findIndex((b) => b.PathPattern === apiPaths.oembed)).toBeLessThan(
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

    it('caches every public GET the route table shares between callers in a behaviour of its own, before /api/*, keyed on its own query', () => {
      const distribution = s.resources[s.logicalId(s.stack.website.distribution)]?.Properties.DistributionConfig as { CacheBehaviors: Array<Record<string, unknown>> };
      const patterns = distribution.CacheBehaviors.map((b) => b.PathPattern);
      const shared = (apiRoutes as ReadonlyArray<ApiRoute>).filter((route) => route.sharedCache);
      expect(shared.map((route) => route.id).sort()).toEqual(['getBranchImage', 'getOEmbed', 'listDemoTracks']);
      for (const route of shared) {
        const pattern = edgePathPattern(route.path);
        const behavior = distribution.CacheBehaviors.find((b) => b.PathPattern === pattern);
        expect(behavior, route.id).toMatchObject({ AllowedMethods: ['GET', 'HEAD'] });
        expect(patterns.indexOf(pattern), route.id).toBeLessThan(patterns.indexOf('/api/*'));
        const policy = s.resources[(behavior?.CachePolicyId as { Ref: string }).Ref]?.Properties.CachePolicyConfig as {
          MaxTTL: number;
          DefaultTTL: number;
          ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: { QueryStringBehavior: string; QueryStrings?: string[] } };
        };
        expect(policy, route.id).toMatchObject({ MaxTTL: 300, DefaultTTL: 0 });
        const query = policy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig;
        expect(query, route.id).toEqual(route.sharedCache?.query.length ? { QueryStringBehavior: 'whitelist', QueryStrings: [...route.sharedCache.query] } : { QueryStringBehavior: 'none' });
      }
      // The branch images in particular (the issue that found them behind CachingDisabled).
      expect(patterns).toContain('/api/branch-images/*');
    });

    it('deploys nothing to the site bucket when the site has not been built', () => {
      const deployments = s.ofType('Custom::CDKBucketDeployment').map(([, r]) => r.Properties.DestinationBucketName);
      expect(deployments).not.toContainEqual({ Ref: s.logicalId(s.stack.website.bucket) });
    });
  });

  describe('seed content', () => {
    it('uploads the demo recordings and branch images under media/ without pruning uploads', () => {
      const media = s.ofType('Custom::CDKBucketDeployment').filter(
        ([, r]) => JSON.stringify(r.Properties.DestinationBucketName) === JSON.stringify({ Ref: s.logicalId(s.stack.media.bucket) }),
      );
      expect(media).toHaveLength(1);
      expect(media[0]?.[1].Properties).toMatchObject({ DestinationBucketKeyPrefix: 'media/', Prune: false });
      expect(media[0]?.[1].Properties.DistributionId).toBeUndefined();
      // The seed files and their pre-generated WebP variants.
      expect((media[0]?.[1].Properties.SourceObjectKeys as unknown[]).length).toBe(2);
    });

    it('writes every seed row into its table, 25 per BatchWriteItem, with a policy for those tables only', () => {
      const writes = s.ofType('Custom::AWS').map(([, r]) => {
        const create = r.Properties.Create as { 'Fn::Join': [string, unknown[]] };
        // The call is JSON text around table name references: a placeholder stands in for each.
        const text = create['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : JSON.stringify(part).replace(/"/g, "'"))).join('');
        return JSON.parse(text) as { action: string; parameters: { RequestItems: Record<string, Array<{ PutRequest: { Item: Record<string, { S?: string }> } }>> } };
      });
      const rows = (table: 'branch_image_configs' | 'branch_images') =>
        JSON.parse(readFileSync(path.join(repoRoot, `infra/local/seed/dynamodb/${table}.json`), 'utf8')) as unknown[];
      for (const table of ['branch_image_configs', 'branch_images'] as const) {
        const ref = `{'Ref':'${s.logicalId(s.stack.data.tables[table])}'}`;
        const batches = writes.filter((w) => ref in w.parameters.RequestItems);
        expect(batches.length, table).toBe(Math.ceil(rows(table).length / 25));
        for (const batch of batches) expect(batch.action).toBe('batchWriteItem');
        const written = batches.flatMap((b) => b.parameters.RequestItems[ref] ?? []).map((w) => w.PutRequest.Item);
        expect(written).toEqual(rows(table).map((row) => toItem(row as Record<string, unknown>)));
      }
      const policies = s.ofType('AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('dynamodb:BatchWriteItem'));
      const statements = policies.flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      expect([...new Set(actionsOf(statements))]).toEqual(['dynamodb:BatchWriteItem']);
      const resources = JSON.stringify(statements.map((st) => st.Resource));
      expect(resources).toContain(s.logicalId(s.stack.data.tables.branch_images));
      expect(resources).not.toContain(s.logicalId(s.stack.data.tables.contacts));
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

    it("sends Cognito's mails through SES from the site's verified domain, not Cognito's 50-a-day sender", () => {
      const pool = s.resources[s.logicalId(s.stack.auth.userPool)]?.Properties.EmailConfiguration as Record<string, unknown>;
      expect(pool).toMatchObject({ EmailSendingAccount: 'DEVELOPER', From: `${siteSettings.brandName} <${siteSettings.mailFrom}>` });
      expect(JSON.stringify(pool.SourceArn)).toContain(`:identity/${siteSettings.mailFrom.split('@')[1]}`);
    });

    it('gives the web client SRP and refresh only, and no OAuth flows or callbacks it does not use', () => {
      const [[, client] = []] = s.ofType('AWS::Cognito::UserPoolClient');
      expect(client?.Properties).toMatchObject({ GenerateSecret: false, ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] });
      for (const key of ['AllowedOAuthFlows', 'AllowedOAuthScopes', 'CallbackURLs', 'LogoutURLs']) {
        expect(client?.Properties[key], key).toBeUndefined();
      }
      expect(client?.Properties.AllowedOAuthFlowsUserPoolClient).not.toBe(true);
    });

    it('issues 15-minute access and ID tokens, 30-day refresh tokens, and revokes them on a global sign-out', () => {
      const [[, client] = []] = s.ofType('AWS::Cognito::UserPoolClient');
      // Literal numbers, not TOKEN_LIFETIMES: a longer lifetime there must fail here (docs/security.md states these).
      const units = client?.Properties.TokenValidityUnits as Record<string, string>;
      const minutes = (key: string, unit: string | undefined): number => Number(client?.Properties[key]) * (unit === 'days' ? 1440 : unit === 'hours' ? 60 : 1);
      expect(minutes('AccessTokenValidity', units.AccessToken)).toBe(15);
      expect(minutes('IdTokenValidity', units.IdToken)).toBe(15);
      expect(minutes('RefreshTokenValidity', units.RefreshToken)).toBe(30 * 1440);
      expect(client?.Properties.EnableTokenRevocation).toBe(true);
    });

    it('lets the grant/revoke function sign an account out everywhere (revoking admin does)', () => {
      for (const routeId of ['grantAdmin', 'revokeAdmin']) {
        const fn = s.stack.api.routeFunctions.get(routeId);
        if (!fn) throw new Error(`no function ${routeId}`);
        expect(actionsOf(s.statementsOf(fn.role)), routeId).toEqual(
          expect.arrayContaining(['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminRemoveUserFromGroup', 'cognito-idp:AdminAddUserToGroup']),
        );
      }
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
      expect(cognitoActions('getMe')).toEqual([...USER_POOL_ACTIONS.lookup].sort());
      expect(cognitoActions('listUsers')).toEqual([...USER_POOL_ACTIONS.read].sort());
      expect(cognitoActions('grantAdmin')).toEqual([...USER_POOL_ACTIONS.manageGroups].sort());
      expect(cognitoActions('revokeAdmin')).not.toContain('cognito-idp:AdminDeleteUser');
      // 'Testzugang einrichten': AdminCreateUser on the pool and the staff-name lookup, nothing else.
      expect(cognitoActions('startTrial')).toEqual(['cognito-idp:AdminCreateUser', ...USER_POOL_ACTIONS.lookup].sort());
    });
  });

  describe('monitoring', () => {
    const alarms = () => Object.values(s.monitoringResources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm').map((r) => r.Properties);
    const topicAction = () => [{ Ref: s.monitoringId(s.stack.monitoring.topic) }];
    interface MetricQuery {
      Id: string;
      Expression?: string;
      MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown[] }; Stat: string; Period: number };
    }
    const queriesOf = (alarm: Record<string, unknown> | undefined): MetricQuery[] => (alarm?.Metrics ?? []) as MetricQuery[];
    const functionDimension = (fn: { fn: IConstruct }) => [{ Name: 'FunctionName', Value: s.fromParent({ Ref: s.logicalId(fn.fn) }) }];
    const allFunctions = () => [...s.stack.api.routeFunctions.values(), ...s.stack.events.targetFunctions.values(), ...s.stack.schedules.functions.values()];
    /** The alarms (by name prefix) whose metric math reads the function's metric. */
    const groupAlarmsOf = (prefix: string, fn: { fn: IConstruct }, metricName: string) =>
      Object.entries(s.monitoringResources)
        .filter(([id, r]) => r.Type === 'AWS::CloudWatch::Alarm' && id.startsWith(`Monitoring${prefix}`))
        .map(([, r]) => r.Properties)
        .filter((alarm) =>
          queriesOf(alarm).some(
            (q) => q.MetricStat?.Metric.MetricName === metricName && JSON.stringify(q.MetricStat.Metric.Dimensions) === JSON.stringify(functionDimension(fn)),
          ),
        );

    it('lives in a nested stack of its own, so new routes add no alarms to the site stack', () => {
      expect(s.ofType('AWS::CloudWatch::Alarm')).toEqual([]);
      // The monitoring stack and one stack per route area.
      expect(s.ofType('AWS::CloudFormation::Stack')).toHaveLength(1 + s.stack.api.routeStacks.size);
    });

    it('sends every alarm to the alarm topic, and tells it when the alarm is OK again', () => {
      expect(alarms().length).toBeGreaterThan(10);
      for (const alarm of alarms()) {
        expect(alarm.AlarmActions, String(alarm.AlarmDescription)).toEqual(topicAction());
        expect(alarm.OKActions, String(alarm.AlarmDescription)).toEqual(topicAction());
      }
    });

    it('reads at most 10 metrics per alarm (CloudWatch refuses more)', () => {
      for (const alarm of alarms()) expect(queriesOf(alarm).filter((q) => q.MetricStat).length, String(alarm.AlarmDescription)).toBeLessThanOrEqual(10);
    });

    it('alarms on the API 5xx rate (API Gateway sees the 500s the wrapper answers)', () => {
      const alarm = alarms().find((a) => String(JSON.stringify(a.Metrics)).includes('100 * errors / requests'));
      expect(alarm).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1 });
      const byId = Object.fromEntries(queriesOf(alarm).map((m) => [m.Id, m.MetricStat?.Metric]));
      const apiDimension = [{ Name: 'ApiId', Value: s.fromParent({ Ref: s.logicalId(s.stack.api.httpApi) }) }];
      expect(byId.errors).toEqual({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', Dimensions: apiDimension });
      expect(byId.requests).toEqual({ Namespace: 'AWS/ApiGateway', MetricName: 'Count', Dimensions: apiDimension });
    });

    it('alarms on the API 4xx rate (with enough requests) and on answers throttled with 429, counted from the access log', () => {
      const rate = alarms().find((a) => String(JSON.stringify(a.Metrics)).includes('100 * clientErrors / requests'));
      expect(rate).toMatchObject({ Threshold: API_4XX_RATE_THRESHOLD_PERCENT, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      expect(JSON.stringify(rate?.Metrics)).toContain(`requests >= ${API_4XX_MIN_REQUESTS}`);
      s.monitoringTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
        LogGroupName: s.fromParent({ Ref: s.logicalId(s.stack.api.accessLogs) }),
        FilterPattern: '{ $.status = "429" }',
        MetricTransformations: [Match.objectLike({ MetricNamespace: METRICS_NAMESPACE, MetricName: API_THROTTLED_METRIC, MetricValue: '1' })],
      });
      s.monitoringTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: METRICS_NAMESPACE, MetricName: API_THROTTLED_METRIC, Statistic: 'Sum' });
    });

    it('alarms within minutes when the CRM sync or sending mail keeps failing (wrong token, SES sandbox), not after the retry window', () => {
      for (const [failed, done, handlers] of [
        [metricNames.crmSyncFailed, metricNames.crmSynced, ['crm-sync']],
        [metricNames.mailFailed, metricNames.mailSent, ['notify', 'intro-call-mail']],
      ] as const) {
        const alarm = alarms().find((a) => String(JSON.stringify(a.Metrics)).includes(`"MetricName":"${failed}"`) && String(JSON.stringify(a.Metrics)).includes('done == 0'));
        expect(alarm, failed).toBeDefined();
        const queries = queriesOf(alarm);
        for (const handler of handlers) {
          for (const name of [failed, done]) {
            const query = queries.find((q) => q.MetricStat?.Metric.MetricName === name && JSON.stringify(q.MetricStat.Metric.Dimensions).includes(`"${handler}"`));
            expect(query, `${name} ${handler}`).toBeDefined();
          }
        }
        // One 5-minute period: it speaks within 15 minutes of the first failures.
        expect(queries.every((q) => !q.MetricStat || q.MetricStat.Period === 300)).toBe(true);
        expect(alarm?.EvaluationPeriods).toBe(1);
      }
    });

    it('alarms on errors, throttles and a p99 duration near the timeout of every function', () => {
      const functions = allFunctions();
      expect(functions).toHaveLength(apiRoutes.length + eventTargetCount);
      for (const fn of functions) {
        expect(groupAlarmsOf('LambdaErrors', fn, 'Errors'), fn.handlerName).toHaveLength(1);
        expect(groupAlarmsOf('LambdaThrottles', fn, 'Throttles'), fn.handlerName).toHaveLength(1);
        const [duration] = groupAlarmsOf('LambdaDuration', fn, 'Duration');
        expect(duration, fn.handlerName).toMatchObject({ Threshold: fn.timeout.toMilliseconds() * 0.8 });
        expect(JSON.stringify(duration?.Metrics)).toContain('"Stat":"p99"');
        expect(String(duration?.AlarmDescription)).toContain(fn.handlerName);
      }
      // A group alarm fires on one function: errors and throttles are summed, the duration is the slowest.
      const errors = alarms().find((a) => String(a.AlarmDescription).startsWith('One of these Lambda functions failed'));
      expect(queriesOf(errors).find((q) => q.Expression)?.Expression).toMatch(/^FILL\(f0, 0\) \+ FILL\(f1, 0\)/);
      expect(errors).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    });

    it('alarms on SES bounces and complaints before AWS pauses sending', () => {
      s.monitoringTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: 0.05 });
      s.monitoringTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: 0.001 });
    });

    it('alarms when a stored form request could not publish its event (metric of both form handlers)', () => {
      const alarm = alarms().find((a) => String(JSON.stringify(a.Metrics)).includes(metricNames.eventPublishFailed));
      const metrics = JSON.stringify(alarm?.Metrics);
      for (const handler of ['create-contact', 'create-demo-request']) {
        expect(metrics).toContain(JSON.stringify({ Name: METRICS_SERVICE_DIMENSION, Value: handler }));
      }
      expect(metrics).toContain(`"Namespace":"${METRICS_NAMESPACE}"`);
    });

    it('has one dashboard with the request funnel: submitted, stored, synced, mailed', () => {
      const dashboards = Object.values(s.monitoringResources).filter((r) => r.Type === 'AWS::CloudWatch::Dashboard');
      expect(dashboards).toHaveLength(1);
      // The body is a Fn::Join of JSON text and references: put a placeholder in for each reference.
      const parts = (dashboards[0]?.Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      const body = JSON.parse(parts.map((part) => (typeof part === 'string' ? part : 'REF')).join('')) as {
        widgets: Array<{ properties: { title?: string; metrics?: unknown[][] } }>;
      };
      const funnel = body.widgets.find((w) => w.properties.title === 'Request funnel (last 24 h)')?.properties.metrics ?? [];
      const labels = funnel.flatMap((m) => m.filter((x): x is { label: string } => typeof x === 'object' && x !== null && 'label' in x)).map((x) => x.label);
      expect(labels).toEqual(expect.arrayContaining(['Submitted', 'Stored', 'Synced to CRM', 'Mailed']));
      const metricKeys = body.widgets.flatMap((w) => w.properties.metrics ?? []).map((m) => m.filter((x) => typeof x === 'string').join(' '));
      for (const [name, service] of [
        [metricNames.requestSubmitted, 'create-contact'],
        [metricNames.requestSubmitted, 'create-demo-request'],
        [metricNames.requestStored, 'create-contact'],
        [metricNames.crmSynced, 'crm-sync'],
        [metricNames.mailSent, 'notify'],
        [metricNames.validationRejected, 'create-demo-request'],
        [metricNames.crmSyncFailed, 'crm-sync'],
        [metricNames.mailFailed, 'notify'],
      ]) {
        expect(metricKeys).toContain(`${METRICS_NAMESPACE} ${name} ${METRICS_SERVICE_DIMENSION} ${service}`);
      }
      // One dead-letter queue per event target.
      expect(metricKeys.filter((k) => k.startsWith('AWS/SQS NumberOfMessagesSent'))).toHaveLength(s.stack.events.deadLetterQueues.size);
    });

    it('lets CloudWatch alarms of this account publish to the TLS-only, encrypted alarm topic', () => {
      const topicRef = { Ref: s.monitoringId(s.stack.monitoring.topic) };
      s.monitoringTemplate.hasResourceProperties('AWS::SNS::TopicPolicy', {
        Topics: [topicRef],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 'cloudwatch.amazonaws.com' },
              Action: 'sns:Publish',
              Resource: topicRef,
              Condition: {
                ArnLike: { 'aws:SourceArn': Match.anyValue() },
                StringEquals: { 'aws:SourceAccount': env.account },
              },
            }),
          ]),
        },
      });
      const policy = JSON.stringify(
        Object.values(s.monitoringResources).find((p) => p.Type === 'AWS::SNS::TopicPolicy' && JSON.stringify(p.Properties.Topics) === JSON.stringify([topicRef])),
      );
      expect(policy).toContain(`:cloudwatch:${env.region}:${env.account}:alarm:*`);
      // The topic's key lets CloudWatch encrypt what it publishes.
      const keyId = s.monitoringResources[s.monitoringId(s.stack.monitoring.topic)]?.Properties.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] };
      const keyStatements = (s.monitoringResources[keyId['Fn::GetAtt'][0]]?.Properties.KeyPolicy as { Statement: Array<Statement & { Principal?: unknown }> }).Statement;
      const forCloudWatch = keyStatements.filter((st) => JSON.stringify(st.Principal) === JSON.stringify({ Service: 'cloudwatch.amazonaws.com' }));
      expect(actionsOf(forCloudWatch)).toEqual(expect.arrayContaining(['kms:Decrypt', 'kms:GenerateDataKey*']));
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
  }, 600_000);

  it('lets crm-sync decrypt the Pipedrive token when a customer managed key encrypts it', () => {
    const keyArn = 'arn:aws:kms:eu-central-1:123456789012:key/11111111-2222-3333-4444-555555555555';
    // A dev stack with a CRM token of its own (without one it gets no token, so no key either: stage-isolation.synth.test.ts).
    const app = new App({ context: appContext({ crmToken: 'stage', pipedriveTokenKeyArn: keyArn }) });
    const stack = new RufbereitStack(app, 'KeyStack', { env, siteDistDir: null, apiRoutes: [] });
    const crmSync = stack.events.targetFunctions.get('crm-sync');
    if (!crmSync) throw new Error('no crm-sync');
    const roleId = stack.resolve(stack.getLogicalId(crmSync.role.node.defaultChild as CfnElement)) as string;
    const policies = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(`"Ref":"${roleId}"`),
    );
    const statements = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const kms = statements.filter((st) => actionsOf([st]).includes('kms:Decrypt'));
    expect(kms).toHaveLength(1);
    expect(kms[0]?.Resource).toBe(keyArn);
  }, 600_000);

  it('grants media access on the media bucket only, with its env var', () => {
    const uploadRoute: ApiRoute = {
      id: 'uploadForTest',
      method: 'POST',
      path: '/api/uploads',
      handler: 'create-contact',
      access: 'admin',
      grants: [{ bucket: 'media', access: ['get', 'put'], keys: ['uploads/'] }],
    };
    const s = synth({ apiRoutes: [uploadRoute], eventRules: [] }, false);
    const fn = s.stack.api.routeFunctions.get(uploadRoute.id);
    if (!fn) throw new Error('no function');
    const statements = s.statementsOf(fn.role);
    const s3 = statements.filter((st) => actionsOf([st]).some((a) => a.startsWith('s3:')));
    expect(actionsOf(s3).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    const mediaId = s.logicalId(s.stack.media.bucket);
    for (const st of s3) expect(JSON.stringify(st.Resource)).toContain(mediaId);
    expect(JSON.stringify(statements)).not.toContain(s.logicalId(s.stack.website.bucket));
    expect(actionsOf(statements).some((a) => a.startsWith('dynamodb:'))).toBe(false);
    const variables = (s.resources[s.logicalId(fn.fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.MEDIA_BUCKET).toEqual({ Ref: mediaId });
    expect(s.nagErrors()).toEqual([]);
    expect(s.staleAcknowledgements()).toEqual([]);
  }, 600_000);
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

  it('stops synth with one clear line when the site has not been built', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'rufbereit-empty-dist-'));
    try {
      expect(() => new RufbereitStack(new App({ context: appContext() }), 'NoSite', { env, apiRoutes: [], eventRules: [], siteDistDir: empty })).toThrow(
        /^The built site is missing \(.*index\.html not found\): run `npm run build` before `cdk synth` or `cdk deploy`\.$/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('uploads assets (immutable), the 404 page (with its status) and pages (invalidated) when web/dist exists', () => {
    const s = synth({ apiRoutes: [], eventRules: [], siteDistDir: distDir }, false);
    // Assets, 404 page, pages; and the seed media.
    s.template.resourceCountIs('Custom::CDKBucketDeployment', 4);
    s.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['404.html'],
      Prune: false,
      UserMetadata: { [PAGE_STATUS_METADATA]: '404' },
    });
    s.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    s.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', '404.html'],
      DistributionPaths: ['/*'],
      DistributionId: { Ref: s.logicalId(s.stack.website.distribution) },
    });
    // One AWS CLI layer for the one shared deployment handler, whose logs expire.
    s.template.resourceCountIs('AWS::Lambda::LayerVersion', 1);
    const handlers = s.ofType('AWS::Lambda::Function').filter(([id]) => id.startsWith('CustomCDKBucketDeployment'));
    expect(handlers).toHaveLength(1);
    const logGroupRef = (handlers[0]?.[1].Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(s.resources[logGroupRef]?.Properties.RetentionInDays).toBe(90);
    // The pages' inline scripts are allowed by hash, nothing else inline.
    const csp = JSON.stringify(s.resources[s.logicalId(s.stack.website.node.findChild('SiteHeaders'))]?.Properties);
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes(distDir).join(' ')};`);
    expect(inlineScriptHashes(distDir)).toHaveLength(1);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(s.nagErrors()).toEqual([]);
    expect(s.staleAcknowledgements()).toEqual([]);
  }, 600_000);
});
