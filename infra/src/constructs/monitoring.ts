import { Duration, Stack } from 'aws-cdk-lib';
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
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { METRICS_SERVICE_DIMENSION, metricNames, metricsNamespace, type MetricName } from '@rufbereit/shared';
import type { HandlerFunction } from '../lambda/handler-function';
import { pascalCase } from '../naming';
import { STAGE_TAG, readStageSettings } from '../stage';
import { AlarmTopic } from './alarm-topic';
import { MAX_METRICS_PER_ALARM, functionAlarmGroups, type FunctionAlarmGroup } from './function-alarm-groups';

export interface MonitoringProps {
  /** Every Lambda handler: errors, throttles and duration are alarmed for each (in groups of up to 10). */
  functions: readonly HandlerFunction[];
  httpApi: HttpApi;
  /** The HTTP API's access log (JSON lines with `status`): throttled answers (429) are counted from it. */
  apiAccessLogs: ILogGroup;
  /** Handlers of the public forms (the top of the request funnel). */
  formHandlers: readonly string[];
  /** Handlers of the follow-up work: CRM sync and notification mail. */
  crmHandler?: string;
  /** The handler of the sales notification (funnel) and every handler that sends mail (failure alarm). */
  mailHandler?: string;
  mailHandlers: readonly string[];
  /** Dead-letter queues of the event targets by handler name: an alarm and a dashboard line each. */
  deadLetterQueues: ReadonlyMap<string, IQueue>;
  alarmEmail?: string;
  /** The tables whose throttled reads and writes are alarmed (the ones the functions use). */
  tables?: readonly ITable[];
  /** Monthly cost limit of the stage in US dollars: an AWS Budgets alarm at 80 % actual and 100 % forecast. */
  monthlyBudgetUsd?: number;
  /**
   * The stage's SES configuration set: the bounce and complaint alarms read its own reputation metrics
   * (dimension `ses:configuration-set`), so stages in one account alarm on their own mail only.
   */
  mailConfigurationSetName: string;
}

/** API 5xx answers, in percent of all requests, that raise the alarm (any 5xx while traffic is low). */
export const API_5XX_RATE_THRESHOLD_PERCENT = 5;
/** A function whose p99 duration reaches this share of its timeout is about to time out. */
export const DURATION_ALARM_SHARE_OF_TIMEOUT = 0.8;
/** SES reviews an account at a 5 % bounce rate and 0.1 % complaint rate; alarm there, before suspension. */
export const SES_BOUNCE_RATE_THRESHOLD = 0.05;
export const SES_COMPLAINT_RATE_THRESHOLD = 0.001;
/** 4xx answers in percent of all requests that raise the alarm, once at least API_4XX_MIN_REQUESTS came in 5 minutes. */
export const API_4XX_RATE_THRESHOLD_PERCENT = 25;
export const API_4XX_MIN_REQUESTS = 20;
/** Answers 429 (API Gateway throttle) in 5 minutes that raise the alarm: real visitors are being turned away. */
export const API_THROTTLED_THRESHOLD = 10;
/**
 * A delivery (CRM sync, mail) is failing "for now" when this many attempts failed within
 * DELIVERY_FAILING_PERIOD and none succeeded: a wrong token or SES still in its sandbox fails every
 * attempt, a single hiccup is healed by the next retry. Alarms long before the retry window ends.
 */
export const DELIVERY_FAILING_MIN_ATTEMPTS = 2;
export const DELIVERY_FAILING_PERIOD = Duration.minutes(5);
/** Metric (from the API access log) of the answers with status 429. */
export const API_THROTTLED_METRIC = 'ApiThrottled';

const FIVE_MINUTES = Duration.minutes(5);

/**
 * Alarms that see what users see, all sent to one SNS topic, and one dashboard with the request
 * funnel. The HTTP wrapper answers faults with a 500 instead of failing the invocation, so Lambda's
 * Errors metric misses them: the API's 5xx rate (API Gateway) and the handlers' own metrics
 * (Powertools EMF, names in shared/src/common/metrics.ts) carry them instead.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];
  private readonly alarmTopic: AlarmTopic;

  readonly deadLetterAlarms: Alarm[] = [];
  /** The stage's metric namespace (the functions publish into it: HandlerFunction's environment). */
  readonly namespace: string;
  /** Prefix of every alarm name: the site's stack, which names the stage (`Rufbereit-prod-Api5xxRate`). */
  private readonly alarmPrefix: string;

  constructor(scope: Construct, id: string, private readonly props: MonitoringProps) {
    super(scope, id);
    this.namespace = metricsNamespace(readStageSettings(this.node).stage);
    this.alarmPrefix = (Stack.of(this).nestedStackParent ?? Stack.of(this)).stackName;

    this.alarmTopic = new AlarmTopic(this, 'Topic', { alarmEmail: props.alarmEmail });
    this.topic = this.alarmTopic.topic;
    const stack = Stack.of(this);

    this.apiAlarms();
    this.deliveryAlarms();
    for (const group of functionAlarmGroups(props.functions)) this.functionAlarms(group);
    this.sesAlarms();
    this.tableThrottleAlarms(props.tables ?? []);
    if (props.monthlyBudgetUsd !== undefined) this.budget(props.monthlyBudgetUsd);
    for (const [handler, queue] of props.deadLetterQueues) this.deadLetterAlarm(handler, queue);

    // Named after the site's stack (the nested stack this construct lives in has a generated name).
    const siteStack = Stack.of(this).nestedStackParent ?? stack;
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${siteStack.stackName}-overview` });
    this.addWidgets(this.alarms);
  }

  /** An application metric of one handler (Powertools EMF), summed per period. */
  appMetric(name: MetricName, handler: string, period = FIVE_MINUTES): Metric {
    return new Metric({
      namespace: this.namespace,
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

  /** An alarm on one period (treat missing data as fine), sent to the topic when it fires and when it is OK again. */
  private alarm(id: string, props: Omit<AlarmProps, 'evaluationPeriods'>): Alarm {
    // Named after the stage's stack, so an alarm mail says which stage it is about.
    const alarm = new Alarm(this, id, { alarmName: `${this.alarmPrefix}-${id}`, treatMissingData: TreatMissingData.NOT_BREACHING, ...props, evaluationPeriods: 1 });
    this.alarmTopic.notify(alarm);
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
    this.alarm('Api4xxRate', {
      alarmDescription: `At least ${API_4XX_RATE_THRESHOLD_PERCENT} % of the API's answers were 4xx (with at least ${API_4XX_MIN_REQUESTS} requests in 5 minutes): a broken client, a sign-in problem or a scan.`,
      metric: new MathExpression({
        expression: `IF(requests >= ${API_4XX_MIN_REQUESTS}, 100 * clientErrors / requests, 0)`,
        usingMetrics: {
          clientErrors: httpApi.metricClientError({ period: FIVE_MINUTES, statistic: Stats.SUM }),
          requests: httpApi.metricCount({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        },
        label: 'API 4xx (%)',
        period: FIVE_MINUTES,
      }),
      threshold: API_4XX_RATE_THRESHOLD_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    // HTTP APIs publish no 429 metric of their own (throttled answers are part of 4xx): count them in the access log.
    const throttled = new MetricFilter(this, 'ApiThrottledFilter', {
      logGroup: this.props.apiAccessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: this.namespace,
      metricName: API_THROTTLED_METRIC,
      metricValue: '1',
    });
    this.alarm('ApiThrottled', {
      alarmDescription: `The API answered ${API_THROTTLED_THRESHOLD} or more requests in 5 minutes with 429 (its throttle): visitors are being turned away.`,
      metric: throttled.metric({ period: FIVE_MINUTES, statistic: Stats.SUM }),
      threshold: API_THROTTLED_THRESHOLD,
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

  /** A CRM sync or mail that keeps failing right now (wrong token, SES sandbox): minutes, not the 24-hour retry window. */
  private deliveryAlarms(): void {
    const { crmHandler, mailHandlers } = this.props;
    const failing = (id: string, what: string, failed: IMetric, done: IMetric): void => {
      this.alarm(id, {
        alarmDescription: `${what}: ${DELIVERY_FAILING_MIN_ATTEMPTS} or more attempts failed within ${DELIVERY_FAILING_PERIOD.toMinutes()} minutes and none succeeded (e.g. a wrong Pipedrive token, SES still in its sandbox). The retries continue; fix the cause so they succeed.`,
        metric: new MathExpression({
          expression: `IF(failed >= ${DELIVERY_FAILING_MIN_ATTEMPTS} AND done == 0, 1, 0)`,
          usingMetrics: { failed, done },
          label: `${what} (1 = failing)`,
          period: DELIVERY_FAILING_PERIOD,
        }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    };
    const period = DELIVERY_FAILING_PERIOD;
    if (crmHandler) {
      failing(
        'CrmSyncFailing',
        'CRM sync is failing',
        this.appMetricSum(metricNames.crmSyncFailed, [crmHandler], 'CRM attempts failed', period),
        this.appMetricSum(metricNames.crmSynced, [crmHandler], 'Synced to CRM', period),
      );
    }
    if (mailHandlers.length > 0) {
      failing(
        'MailFailing',
        'Sending mail is failing',
        this.appMetricSum(metricNames.mailFailed, mailHandlers, 'Mail attempts failed', period),
        this.appMetricSum(metricNames.mailSent, mailHandlers, 'Mailed', period),
      );
    }
  }

  /** Errors, throttles and p99 duration of up to 10 functions per alarm (function-alarm-groups.ts). */
  private functionAlarms(group: FunctionAlarmGroup): void {
    const { functions, index, timeout } = group;
    const names = functions.map((h) => h.handlerName).join(', ');
    const metrics = (metric: (h: HandlerFunction) => IMetric): Record<string, IMetric> =>
      Object.fromEntries(functions.map((h, i) => [`f${i}`, metric(h)]));
    const ids = functions.map((_, i) => `f${i}`);
    const sum = ids.map((id) => `FILL(${id}, 0)`).join(' + ');
    this.alarm(`LambdaErrors${index}`, {
      alarmDescription: `One of these Lambda functions failed (crashed, timed out, or an event target threw): ${names}. The dashboard's "Lambda errors and throttles" shows which.`,
      metric: new MathExpression({ expression: sum, usingMetrics: metrics((h) => h.fn.metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM })), label: `Errors (group ${index})`, period: FIVE_MINUTES }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    this.alarm(`LambdaThrottles${index}`, {
      alarmDescription: `Invocations of one of these Lambda functions were throttled (account concurrency used up): ${names}.`,
      metric: new MathExpression({ expression: sum, usingMetrics: metrics((h) => h.fn.metricThrottles({ period: FIVE_MINUTES, statistic: Stats.SUM })), label: `Throttles (group ${index})`, period: FIVE_MINUTES }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    this.alarm(`LambdaDuration${index}`, {
      alarmDescription: `The p99 duration of one of these Lambda functions reached ${DURATION_ALARM_SHARE_OF_TIMEOUT * 100} % of their ${timeout.toSeconds()} s timeout: ${names}. The dashboard's "Lambda duration (p99)" shows which.`,
      metric: new MathExpression({
        expression: `MAX([${ids.map((id) => `FILL(${id}, 0)`).join(', ')}])`,
        usingMetrics: metrics((h) => h.fn.metricDuration({ period: FIVE_MINUTES, statistic: Stats.p(99) })),
        label: `Duration p99, slowest (group ${index})`,
        period: FIVE_MINUTES,
      }),
      threshold: timeout.toMilliseconds() * DURATION_ALARM_SHARE_OF_TIMEOUT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  /** Fires as soon as one event waits in a target's dead-letter queue, so a contact is never silently lost. */
  private deadLetterAlarm(handler: string, queue: IQueue): void {
    const alarm = this.alarm(`${pascalCase(handler)}DeadLetterAlarm`, {
      alarmDescription: `Events the ${handler} handler could not process are waiting in its dead-letter queue.`,
      metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: Stats.MAXIMUM }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    this.deadLetterAlarms.push(alarm);
  }

  /**
   * Throttled reads or writes of a table (on-demand tables throttle above twice their previous peak or
   * at the account's table limits): a request was refused and retried or failed. Tables in groups of
   * five, two metrics each, within the 10 metrics an alarm may read.
   */
  private tableThrottleAlarms(tables: readonly ITable[]): void {
    const perAlarm = MAX_METRICS_PER_ALARM / 2;
    for (let start = 0, index = 1; start < tables.length; start += perAlarm, index++) {
      const group = tables.slice(start, start + perAlarm);
      const usingMetrics = Object.fromEntries(
        group.flatMap((table, i) => [
          [`r${i}`, new Metric({ namespace: 'AWS/DynamoDB', metricName: 'ReadThrottleEvents', dimensionsMap: { TableName: table.tableName }, statistic: Stats.SUM, period: FIVE_MINUTES })],
          [`w${i}`, new Metric({ namespace: 'AWS/DynamoDB', metricName: 'WriteThrottleEvents', dimensionsMap: { TableName: table.tableName }, statistic: Stats.SUM, period: FIVE_MINUTES })],
        ]),
      );
      this.alarm(`DynamoDbThrottles${index}`, {
        alarmDescription: `DynamoDB throttled reads or writes of one of these tables in 5 minutes (group ${index}): requests were slowed or refused. Check the table's metrics for a hot key or a sudden peak.`,
        metric: new MathExpression({ expression: Object.keys(usingMetrics).map((id) => `FILL(${id}, 0)`).join(' + '), usingMetrics, label: `Throttled requests (tables group ${index})`, period: FIVE_MINUTES }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }
  }

  /**
   * The stage's monthly budget (AWS Budgets, cost of the resources tagged with its stage): a mail at
   * 80 % of the actual cost and at 100 % of the forecast, to the alarm address (Budgets mails it
   * directly; its SNS path would need a topic policy for budgets.amazonaws.com).
   */
  private budget(limitUsd: number): void {
    const stage = readStageSettings(this.node).stage;
    const subscribers = this.props.alarmEmail ? [{ subscriptionType: 'EMAIL', address: this.props.alarmEmail }] : [];
    const notification = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers,
    });
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: limitUsd, unit: 'USD' },
        // Only this stage's resources (the cost allocation tag must be activated once: docs/operations.md).
        costFilters: { TagKeyValue: [`user:${STAGE_TAG}$${stage}`] },
      },
      notificationsWithSubscribers: subscribers.length > 0 ? [notification('ACTUAL', 80), notification('FORECASTED', 100)] : [],
    });
  }

  /**
   * The stage's SES reputation: the configuration set publishes its own bounce and complaint rates
   * (reputation metrics of the set, mail.ts; dimension `ses:configuration-set`, "Protect your Reputation with
   * Email Pausing and Configuration Set Reputation Metrics", AWS Messaging blog). The account-wide rate,
   * which AWS's review reads, is the sum of every stage's mail: docs/operations.md, "Stages in one account".
   */
  private sesAlarms(): void {
    const reputation = (metricName: string) => sesReputationMetric(metricName, this.props.mailConfigurationSetName);
    this.alarm('SesBounceRate', {
      alarmDescription: "The bounce rate of this stage's mail (its SES configuration set) reached 5 %, where AWS reviews the account (sending is paused at 10 %).",
      metric: reputation('Reputation.BounceRate'),
      threshold: SES_BOUNCE_RATE_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    this.alarm('SesComplaintRate', {
      alarmDescription: "The complaint rate of this stage's mail (its SES configuration set) reached 0.1 %, where AWS reviews the account (sending is paused at 0.5 %).",
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
        left: ['Reputation.BounceRate', 'Reputation.ComplaintRate'].map((metricName) => sesReputationMetric(metricName, this.props.mailConfigurationSetName)),
        width: 12,
        height: 6,
      }),
      new AlarmStatusWidget({ title: 'Alarms', alarms: [...alarms], width: 12, height: 6 }),
    );
  }
}

/** The CloudWatch dimension SES publishes a configuration set's reputation metrics under. */
export const SES_CONFIGURATION_SET_DIMENSION = 'ses:configuration-set';

/** A reputation rate of one configuration set, as SES publishes it (hourly maximum). */
const sesReputationMetric = (metricName: string, configurationSet: string): Metric =>
  new Metric({ namespace: 'AWS/SES', metricName, dimensionsMap: { [SES_CONFIGURATION_SET_DIMENSION]: configurationSet }, statistic: Stats.MAXIMUM, period: Duration.hours(1) });
