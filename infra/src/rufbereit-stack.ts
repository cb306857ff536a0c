import { CfnOutput, NestedStack, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { apiRoutes, eventRules, mailConfigurationSetName, scheduledTasks, type ApiRoute, type EventRule, type RuntimeConfig } from '@rufbereit/shared';
import { readStackConfig, requireLaunchDomain } from './config';
import { AccessLogs } from './constructs/access-logs';
import { Api, isPublicFormRoute } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Events } from './constructs/events';
import { Media } from './constructs/media';
import { Schedules } from './constructs/schedules';
import { Monitoring } from './constructs/monitoring';
import { Seed } from './constructs/seed';
import { WebAclArnReader, type WebAclArnReaderProps } from './constructs/web-acl-arn-reader';
import { Website } from './constructs/website';
import { finishBucketDeployments } from './lambda/bucket-deployments';
import type { HandlerFunction } from './lambda/handler-function';
import { allowSendingMail, connectPipedrive, tellSiteUrl } from './lambda/integrations';
import { seedDynamoDir, seedMediaDir, seedMediaVariantsDir, webDistDir } from './paths';
import { missingSiteMessage } from './site-dist';
import { readStageSettings } from './stage';

export interface RufbereitStackProps extends StackProps {
  /** Defaults to the shared route table; tests may pass their own. */
  apiRoutes?: ReadonlyArray<ApiRoute>;
  /** Defaults to the shared event rules. */
  eventRules?: ReadonlyArray<EventRule>;
  /** ARN of the CloudFront web ACL; overrides the `webAclArn` context. */
  webAclArn?: string;
  /** The SSM parameter in us-east-1 that holds the web ACL's ARN (written by the WebAclStack). */
  webAclArnParameter?: WebAclArnReaderProps;
  /** Seed the demo recordings, branch images and their rows (default true). */
  seedContent?: boolean;
  /** The built site to deploy; defaults to web/dist, which must exist (`npm run build`). Null: no site upload (tests). */
  siteDistDir?: string | null;
}

/** Handlers with outside connections beyond the shared grants. */
const CRM_SYNC_HANDLER = 'crm-sync';
const NOTIFY_HANDLER = 'notify';
const INTRO_CALL_MAIL_HANDLER = 'intro-call-mail';
const OEMBED_ROUTE = 'getOEmbed';
/** Serves /demo-player and /demo-playlist with their discovery link: reads the deployed page from the site. */
const PLAYER_PAGE_ROUTE = 'getPlayerPage';

/**
 * Everything of the website and its back office in one stack (docs/architecture.md, "The system"), except
 * the SES identity and configuration set: the mail stack (mail-stack.ts), deployed and verified first.
 */
export class RufbereitStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly media: Media;
  readonly events: Events;
  /** The configuration set every send names; made by the mail stack (mail-stack.ts), named here without a reference to it. */
  readonly mailConfigurationSetName: string;
  readonly schedules: Schedules;
  readonly api: Api;
  /** The generated HMAC key of the proof-of-work challenges (forms, self sign-up). */
  readonly altchaHmacKey: Secret;
  /** The user pool's trigger function: German code mails, proof of work for a self sign-up. */
  readonly userPoolTriggers: HandlerFunction;
  readonly website: Website;
  /** Alarms, their topic and the dashboard, in a nested stack of their own (CloudFormation's 500-resource ceiling). */
  readonly monitoringStack: NestedStack;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: RufbereitStackProps = {}) {
    super(scope, id, props);
    // Refused here, in the stack, so no app (the CDK app, a test, a script) can build prod without its domain.
    requireLaunchDomain(this.node);
    const contextConfig = readStackConfig(this.node);
    const webAclArn =
      props.webAclArn ?? (props.webAclArnParameter ? new WebAclArnReader(this, 'WebAclArn', props.webAclArnParameter).arn : contextConfig.webAclArn);
    const config = { ...contextConfig, webAclArn };
    const siteDistDir = props.siteDistDir === null ? undefined : (props.siteDistDir ?? webDistDir);
    // Checked before any function is bundled: a synth without the built site stops at once.
    const missingSite = siteDistDir === undefined ? undefined : missingSiteMessage(siteDistDir);
    if (missingSite) throw new Error(missingSite);

    const accessLogs = new AccessLogs(this, 'AccessLogs');
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth', { config });
    this.media = new Media(this, 'Media', { siteOrigins: config.siteOrigins, accessLogsBucket: accessLogs.bucket });

    const resources = { tables: this.data.tables, mediaBucket: this.media.bucket, userPool: this.auth.userPool };
    // The sending identity and the configuration set live in the mail stack, deployed and verified first
    // (mail-stack.ts): the user pool cannot be created with an unverified identity. Both are named, not referenced.
    this.mailConfigurationSetName = mailConfigurationSetName(readStageSettings(this.node).stage);
    this.events = new Events(this, 'Events', { rules: props.eventRules ?? eventRules, resources, mailConfigurationSetName: this.mailConfigurationSetName });
    const crmSync = this.events.targetFunctions.get(CRM_SYNC_HANDLER);
    if (crmSync) connectPipedrive(crmSync, config);
    for (const mailing of [NOTIFY_HANDLER, INTRO_CALL_MAIL_HANDLER]) {
      const fn = this.events.targetFunctions.get(mailing);
      if (fn) allowSendingMail(fn, config, this.mailConfigurationSetName);
    }

    this.schedules = new Schedules(this, 'Schedules', { tasks: scheduledTasks, resources: { ...resources, bus: this.events.bus } });

    // The proof-of-work HMAC key: generated with the stack, so it exists before the first form post,
    // and every stage has its own. No fixed name: a deleted stack's secret waits out its recovery
    // window, and a fixed name would block creating the stack again. Rotation: docs/operations.md.
    const altchaHmacKey = (this.altchaHmacKey = new Secret(this, 'AltchaHmacKey', {
      description: `HMAC key of the proof-of-work challenges of the forms and the self sign-up (${readStageSettings(this.node).stage})`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    }));
    Validations.of(altchaHmacKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'A signing key without a partner to update: rotated by hand when needed (docs/operations.md, "Rotating the ALTCHA key"); open forms fetch a fresh challenge.',
    });
    this.api = new Api(this, 'Api', {
      routes: props.apiRoutes ?? apiRoutes,
      resources: { ...resources, bus: this.events.bus, altchaHmacKey },
      auth: this.auth,
      requestRetentionDays: config.requestRetentionDays,
    });
    this.userPoolTriggers = this.auth.requireProofOfWorkForSignUp({ ...resources, bus: this.events.bus, altchaHmacKey });
    // oEmbed answers name the stage's site: their snippets load its player. The player pages read their
    // template from it and name it in their discovery link.
    for (const routeId of [OEMBED_ROUTE, PLAYER_PAGE_ROUTE]) {
      const siteNaming = this.api.routeFunctions.get(routeId);
      if (siteNaming) tellSiteUrl(siteNaming, config);
    }
    // The GDPR routes find (export) and delete (erase) the person's CRM records; the CRM webhook
    // derives its Basic-auth password from the stage's token (services/src/use-cases/crm-webhook-auth.ts);
    // starting a trial notes it on the request's deal (services/src/use-cases/trial-crm-note.ts).
    for (const routeId of ['gdprErase', 'gdprExport', 'receiveCrmWebhook', 'startTrial'] as const) {
      const gdprFunction = this.api.routeFunctions.get(routeId);
      if (gdprFunction) connectPipedrive(gdprFunction, config);
    }

    this.website = new Website(this, 'Website', {
      httpApi: this.api.httpApi,
      sharedCacheRoutes: (props.apiRoutes ?? (apiRoutes as ReadonlyArray<ApiRoute>)).filter((route) => route.sharedCache !== undefined),
      originVerifySecret: this.api.originVerifySecret,
      mediaBucket: this.media.bucket,
      accessLogsBucket: accessLogs.bucket,
      connectSources: [
        `https://cognito-idp.${this.region}.${this.urlSuffix}`,
        `https://${this.media.bucket.bucketRegionalDomainName}`,
      ],
      siteDistDir,
      // The shared schema's shape (runtimeConfigSchema): SRP on AWS, the regional Cognito endpoint.
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.webClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
      } satisfies Record<keyof Omit<RuntimeConfig, 'cognitoEndpoint'>, string>,
      config,
    });

    const seeds = props.seedContent !== false;
    if (seeds) {
      new Seed(this, 'Seed', {
        dynamoSeedDir: seedDynamoDir,
        mediaSeedDir: seedMediaDir,
        mediaVariantsDir: seedMediaVariantsDir,
        tables: this.data.tables,
        mediaBucket: this.media.bucket,
      });
    }
    finishBucketDeployments(this, {
      buckets: [...(this.website.deploysSite ? [this.website.bucket] : []), ...(seeds ? [this.media.bucket] : [])],
      invalidates: this.website.deploysSite,
    });

    const routes = props.apiRoutes ?? apiRoutes;
    this.monitoringStack = new NestedStack(this, 'MonitoringStack', { description: 'Rufbereit: alarms, alarm topic and dashboard' });
    this.monitoring = new Monitoring(this.monitoringStack, 'Monitoring', {
      functions: [...this.api.routeFunctions.values(), ...this.events.targetFunctions.values(), ...this.schedules.functions.values(), this.userPoolTriggers],
      httpApi: this.api.httpApi,
      apiAccessLogs: this.api.accessLogs,
      formHandlers: routes.filter(isPublicFormRoute).map((route) => route.handler),
      crmHandler: crmSync?.handlerName,
      mailHandler: this.events.targetFunctions.get(NOTIFY_HANDLER)?.handlerName,
      mailHandlers: [NOTIFY_HANDLER, INTRO_CALL_MAIL_HANDLER].filter((h) => this.events.targetFunctions.has(h)),
      deadLetterQueues: this.events.deadLetterQueues,
      alarmEmail: config.alarmEmail,
      tables: Object.values(this.data.tables),
      monthlyBudgetUsd: config.monthlyBudgetUsd,
      mailConfigurationSetName: this.mailConfigurationSetName,
    });

    new CfnOutput(this, 'DistributionId', { value: this.website.distribution.distributionId });
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.website.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    new CfnOutput(this, 'SiteBucketName', { value: this.website.bucket.bucketName });
    new CfnOutput(this, 'MediaBucketName', { value: this.media.bucket.bucketName });
    new CfnOutput(this, 'EventBusName', { value: this.events.bus.eventBusName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName });
  }

  /** Writes the distribution's id into SSM for the edge alarms' stack in us-east-1 (edge-alarms-stack.ts). */
  publishDistributionId(parameterName: string): void {
    new StringParameter(this, 'DistributionIdParameter', {
      parameterName,
      stringValue: this.website.distribution.distributionId,
      description: "The CloudFront distribution's id, read by the edge alarms' stack in us-east-1",
    });
  }
}
