import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  Stats,
  TextWidget,
  TreatMissingData,
  type AlarmProps,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE_DIMENSION, metricNames, type MetricName } from '@rufbereit/shared';
import type { HandlerFunction } from '../lambda/handler-function';

export interface MonitoringProps {
  /** Every Lambda handler: errors, throttles and duration are alarmed for each. */
  functions: readonly HandlerFunction[];
  httpApi: HttpApi;
  /** Handlers of the public forms (the top of the request funnel). */
  formHandlers: readonly string[];
  /** Handlers of the follow-up work: CRM sync and notification mail. */
  crmHandler?: string;
  mailHandler?: string;
  /** Dead-letter queues by handler name (dashboard); their alarms come in `alarms`. */
  deadLetterQueues: ReadonlyMap<string, IQueue>;
  /** Alarms created elsewhere (dead-letter queues) that should notify the same topic. */
  alarms: readonly Alarm[];
  alarmEmail?: string;
}

/** API 5xx answers, in percent of all requests, that raise the alarm (any 5xx while traffic is low). */
export const API_5XX_RATE_THRESHOLD_PERCENT = 5;
/** A function whose p99 duration reaches this share of its timeout is about to time out. */
export const DURATION_ALARM_SHARE_OF_TIMEOUT = 0.8;
/** SES reviews an account at a 5 % bounce rate and 0.1 % complaint rate; alarm there, before suspension. */
export const SES_BOUNCE_RATE_THRESHOLD = 0.05;
export const SES_COMPLAINT_RATE_THRESHOLD = 0.001;

const FIVE_MINUTES = Duration.minutes(5);

/**
 * Alarms that see what users see, all sent to one SNS topic, and one dashboard with the request
 * funnel. The HTTP wrapper answers faults with a 500 instead of failing the invocation, so Lambda's
 * Errors metric misses them: the API's 5xx rate (API Gateway) and the handlers' own metrics
 * (Powertools EMF, names in shared/src/metrics.ts) carry them instead.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, private readonly props: MonitoringProps) {
    super(scope, id);

    // A customer managed key, because CloudWatch may not use the AWS managed SNS key.
    const key = new Key(this, 'TopicKey', { enableKeyRotation: true, description: 'Encrypts the alarm topic' });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Rufbereit alarms', masterKey: key, enforceSSL: true });
    // enforceSSL gives the topic a resource policy, which replaces SNS's default one (that let the
    // account's services publish). Without this statement CloudWatch could not deliver one alarm.
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowCloudWatchAlarms',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'cloudwatch', resource: 'alarm', resourceName: '*', arnFormat: ArnFormat.COLON_RESOURCE_NAME }) },
          StringEquals: { 'aws:SourceAccount': stack.account },
        },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);

    this.apiAlarms();
    for (const handler of props.functions) this.functionAlarms(handler);
    this.sesAlarms();
    for (const alarm of props.alarms) alarm.addAlarmAction(this.action);

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${stack.stackName}-overview` });
    this.addWidgets([...this.alarms, ...props.alarms]);
  }

  /** An application metric of one handler (Powertools EMF), summed per period. */
  appMetric(name: MetricName, handler: string, period = FIVE_MINUTES): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: name,
      dimensionsMap: { [METRICS_SERVICE_DIMENSION]: handler },
      statistic: Stats.SUM,
      period,
      label: `${name} (${handler})`,
    });
  }

  /** One application metric summed over several handlers (missing data counts 0). */
  private appMetricSum(name: MetricName, handlers: readonly string[], label: string, period = FIVE_MINUTES): IMetric {
    // Ids are unique per graph, and several sums share one.
    const idPrefix = name.charAt(0).toLowerCase() + name.slice(1);
    const usingMetrics = Object.fromEntries(handlers.map((handler, i) => [`${idPrefix}${i}`, this.appMetric(name, handler, period)]));
    const expression = Object.keys(usingMetrics).map((id) => `FILL(${id}, 0)`).join(' + ') || '0';
    return new MathExpression({ expression, usingMetrics, label, period });
  }

  /** An alarm on one period (treat missing data as fine), sent to the topic. */
  private alarm(id: string, props: Omit<AlarmProps, 'evaluationPeriods'>): Alarm {
    const alarm = new Alarm(this, id, { treatMissingData: TreatMissingData.NOT_BREACHING, ...props, evaluationPeriods: 1 });
    alarm.addAlarmAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }

  private apiAlarms(): void {
    const { httpApi, formHandlers, crmHandler, mailHandler } = this.props;
    const deliveryHandlers = [crmHandler, mailHandler].filter((h): h is string => h !== undefined);
    if (deliveryHandlers.length > 0) {
      // Retries over a day heal outages without anyone acting; what is still failing then needs a person.
      this.alarm('DeliveryFailedForGood', {
        alarmDescription: 'A CRM sync or notification mail still failed at the end of its 24-hour retry window: status failed on the request; re-run it from the back office once the cause is fixed.',
        metric: this.appMetricSum(metricNames.deliveryFailedForGood, deliveryHandlers, 'Failed for good'),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }
    this.alarm('Api5xxRate', {
      alarmDescription: `More than ${API_5XX_RATE_THRESHOLD_PERCENT} % of the API's answers were 5xx (any 5xx while traffic is low).`,
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: httpApi.metricServerError({ period: FIVE_MINUTES, statistic: Stats.SUM }),
          requests: httpApi.metricCount({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        },
        label: 'API 5xx (%)',
        period: FIVE_MINUTES,
      }),
      threshold: API_5XX_RATE_THRESHOLD_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    if (formHandlers.length > 0) {
      this.alarm('EventPublishFailed', {
        alarmDescription: 'A form request was stored but its event was not published at once: the publish sweeper publishes it within minutes once the bus takes events again.',
        metric: this.appMetricSum(metricNames.eventPublishFailed, formHandlers, 'Stored, event not published'),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }
  }

  private functionAlarms(handler: HandlerFunction): void {
    // The construct id (from the route id or target name): two routes may share a handler file.
    const name = handler.node.id;
    const { fn } = handler;
    this.alarm(`${name}Errors`, {
      alarmDescription: `The ${handler.handlerName} Lambda function failed (crashed, timed out, or an event target threw).`,
      metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    this.alarm(`${name}Throttles`, {
      alarmDescription: `Invocations of the ${handler.handlerName} Lambda function were throttled (account concurrency used up).`,
      metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: Stats.SUM }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    const limitMs = handler.timeout.toMilliseconds() * DURATION_ALARM_SHARE_OF_TIMEOUT;
    this.alarm(`${name}Duration`, {
      alarmDescription: `The ${handler.handlerName} Lambda function's p99 duration reached ${DURATION_ALARM_SHARE_OF_TIMEOUT * 100} % of its ${handler.timeout.toSeconds()} s timeout.`,
      metric: fn.metricDuration({ period: FIVE_MINUTES, statistic: Stats.p(99) }),
      threshold: limitMs,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  /** Account-wide SES reputation (published by SES without dimensions). */
  private sesAlarms(): void {
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: Duration.hours(1) });
    this.alarm('SesBounceRate', {
      alarmDescription: 'The SES bounce rate reached 5 %, where AWS reviews the account (sending is paused at 10 %).',
      metric: reputation('Reputation.BounceRate'),
      threshold: SES_BOUNCE_RATE_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    this.alarm('SesComplaintRate', {
      alarmDescription: 'The SES complaint rate reached 0.1 %, where AWS reviews the account (sending is paused at 0.5 %).',
      metric: reputation('Reputation.ComplaintRate'),
      threshold: SES_COMPLAINT_RATE_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  private addWidgets(alarms: readonly Alarm[]): void {
    const { formHandlers, crmHandler, mailHandler, httpApi, functions, deadLetterQueues } = this.props;
    const day = Duration.days(1);
    const funnel = (period: Duration): IMetric[] => [
      this.appMetricSum(metricNames.requestSubmitted, formHandlers, 'Submitted', period),
      this.appMetricSum(metricNames.requestStored, formHandlers, 'Stored', period),
      ...(crmHandler ? [this.appMetric(metricNames.crmSynced, crmHandler, period).with({ label: 'Synced to CRM' })] : []),
      ...(mailHandler ? [this.appMetric(metricNames.mailSent, mailHandler, period).with({ label: 'Mailed' })] : []),
    ];
    const failures = [
      this.appMetricSum(metricNames.validationRejected, formHandlers, 'Rejected input (400/413/415)'),
      this.appMetricSum(metricNames.eventPublishFailed, formHandlers, 'Stored, event not published'),
      ...(crmHandler ? [this.appMetric(metricNames.crmSyncFailed, crmHandler).with({ label: 'CRM attempts failed' })] : []),
      ...(mailHandler ? [this.appMetric(metricNames.mailFailed, mailHandler).with({ label: 'Mail attempts failed' })] : []),
      ...[...deadLetterQueues].map(([handler, queue]) =>
        queue.metricNumberOfMessagesSent({ period: FIVE_MINUTES, statistic: Stats.SUM, label: `Dead letters (${handler})` }),
      ),
    ];
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: '## Rufbereit\nRequest funnel: submitted → stored → synced to the CRM → mailed to sales. Failures and dead letters below; every alarm notifies the alarm topic.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new SingleValueWidget({ title: 'Request funnel (last 24 h)', metrics: funnel(day), period: day, width: 12, height: 4 }),
      new GraphWidget({ title: 'Request funnel', left: funnel(FIVE_MINUTES), width: 12, height: 6 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API answers',
        left: [
          httpApi.metricCount({ period: FIVE_MINUTES, statistic: Stats.SUM, label: 'Requests' }),
          httpApi.metricClientError({ period: FIVE_MINUTES, statistic: Stats.SUM, label: '4xx' }),
          httpApi.metricServerError({ period: FIVE_MINUTES, statistic: Stats.SUM, label: '5xx' }),
        ],
        width: 12,
        height: 6,
      }),
      new GraphWidget({ title: 'Rejections, failures, dead letters', left: failures, width: 12, height: 6 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Lambda duration (p99)',
        left: functions.map((h) => h.fn.metricDuration({ period: FIVE_MINUTES, statistic: Stats.p(99), label: h.handlerName })),
        width: 12,
        height: 6,
      }),
      new GraphWidget({
        title: 'Lambda errors and throttles',
        left: functions.flatMap((h) => [
          h.fn.metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM, label: `${h.handlerName} errors` }),
          h.fn.metricThrottles({ period: FIVE_MINUTES, statistic: Stats.SUM, label: `${h.handlerName} throttles` }),
        ]),
        width: 12,
        height: 6,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'SES reputation',
        left: ['Reputation.BounceRate', 'Reputation.ComplaintRate'].map(
          (metricName) => new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: Duration.hours(1) }),
        ),
        width: 12,
        height: 6,
      }),
      new AlarmStatusWidget({ title: 'Alarms', alarms: [...alarms], width: 12, height: 6 }),
    );
  }
}
