import { ArnFormat, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { apiMessages } from '@rufbereit/shared';
import { AlarmTopic } from './constructs/alarm-topic';
import { readStageSettings } from './stage';
import { WAF_BODY_KEYS, wafRules } from './waf-rules';

export { API_GET_RATE_LIMIT, API_POST_RATE_LIMIT, BEACON_RATE_LIMIT, GET_RATE_LIMIT } from './waf-rules';
/** CloudFront web ACLs must live in this region, whatever region the site's stack is in. */
export const WEB_ACL_REGION = 'us-east-1';
/** The SSM parameter (in WEB_ACL_REGION) that holds the web ACL's ARN for the site's stack. */
export const webAclArnParameterName = (siteStackName: string): string => `/${siteStackName}/web-acl-arn`;
/** Requests the web ACL blocked in 5 minutes that raise the alarm: a flood, a scan, or legitimate visitors being refused. */
export const WAF_BLOCKED_THRESHOLD = 50;
/** The web ACL's metric name (the `WebACL` dimension of AWS/WAFV2): one per stage, so a dev stack's blocks never trip prod's alarm. */
export const webAclMetricName = (stage: string): string => `rufbereit-${stage}-web-acl`;
/**
 * What the web ACL logs: only requests a rule blocked or counted (the managed groups label in count
 * mode), not every allowed request; at scale a full log costs as much as WAF itself.
 */
export const WAF_LOGGING_FILTER = {
  DefaultBehavior: 'DROP',
  Filters: [
    {
      Behavior: 'KEEP',
      Requirement: 'MEETS_ANY',
      Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
    },
  ],
} as const;

export interface WebAclStackProps extends StackProps {
  /** Where to write the web ACL's ARN (webAclArnParameterName). */
  arnParameterName: string;
  /** Receives the web ACL's alarm (its topic must be in us-east-1, like the metrics). */
  alarmEmail?: string;
}

/**
 * The WAF web ACL of the CloudFront distribution, in a small stack of its own because CloudFront
 * only accepts web ACLs from us-east-1. Its ARN goes into an SSM parameter that the site's stack reads
 * at deployment (WebAclArnReader); the site's stack depends on this one, so `cdk deploy --all` deploys
 * both in order. Its requests are logged (without credentials) and its blocks alarmed, here, since
 * CloudFront's WAF metrics exist only in us-east-1.
 */
export class WebAclStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly arnParameter: StringParameter;
  readonly blockedAlarm: Alarm;
  readonly alarmTopic: AlarmTopic;

  constructor(scope: Construct, id: string, props: WebAclStackProps) {
    super(scope, id, props);
    const metricName = webAclMetricName(readStageSettings(this.node).stage);
    const json = (message: string) => ({ contentType: 'APPLICATION_JSON', content: JSON.stringify({ message }) });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true },
      description: 'Rufbereit site: rate limits, AWS managed common, known-bad-inputs and IP reputation rules',
      customResponseBodies: {
        [WAF_BODY_KEYS.blocked]: json(apiMessages.blockedByFirewall),
        [WAF_BODY_KEYS.rateLimited]: json(apiMessages.tooManyRequests),
      },
      rules: wafRules(),
    });
    this.arnParameter = new StringParameter(this, 'WebAclArn', {
      parameterName: props.arnParameterName,
      stringValue: this.webAcl.attrArn,
      description: 'ARN of the CloudFront web ACL, read by the site stack at deployment',
    });

    // WAF requires the log group's name to start with aws-waf-logs-, so it cannot be left to
    // CloudFormation. The stack id's UUID makes it unique per creation of the stack: a log group kept
    // from a deleted stack never blocks creating it again. Credentials are never logged.
    const stackUuid = Fn.select(2, Fn.split('/', this.stackId));
    const logGroupName = `aws-waf-logs-${this.stackName}-${stackUuid}`;
    const { logRetention, dataRemovalPolicy } = readStageSettings(this.node);
    const logs = new LogGroup(this, 'Logs', { logGroupName, retention: logRetention, removalPolicy: dataRemovalPolicy === RemovalPolicy.RETAIN ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY });
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // The log group's ARN without CDK's trailing `:*`, as WAF expects it.
      logDestinationConfigs: [this.formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
      loggingFilter: WAF_LOGGING_FILTER,
    });
    logging.node.addDependency(logs);

    this.alarmTopic = new AlarmTopic(this, 'Alarms', { alarmEmail: props.alarmEmail });
    this.blockedAlarm = new Alarm(this, 'BlockedRequests', {
      alarmName: `${this.stackName}-BlockedRequests`,
      alarmDescription: `The web ACL blocked ${WAF_BLOCKED_THRESHOLD} or more requests in 5 minutes: a flood or scan, or real visitors being refused (see the WAF log group aws-waf-logs-${this.stackName}-…).`,
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: metricName, Rule: 'ALL' },
        statistic: Stats.SUM,
        period: Duration.minutes(5),
      }),
      threshold: WAF_BLOCKED_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarmTopic.notify(this.blockedAlarm);
  }
}
