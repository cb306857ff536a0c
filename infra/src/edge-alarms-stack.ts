import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { AlarmTopic } from './constructs/alarm-topic';
import { sdkCallResource } from './constructs/sdk-call';

/** The SSM parameter (in the site's region) that holds the distribution's id for the edge alarms. */
export const distributionIdParameterName = (siteStackName: string): string => `/${siteStackName}/distribution-id`;
/** CloudFront's 5xx answers in percent of all requests (5 minutes) that raise the alarm. */
export const CLOUDFRONT_5XX_RATE_THRESHOLD_PERCENT = 5;

export interface EdgeAlarmsStackProps extends StackProps {
  /** Where the site's stack wrote the distribution's id, and its region. */
  distributionIdParameter: { parameterName: string; region: string; fingerprint: string };
  /** The us-east-1 alarm topic of the web ACL stack; none: this stack makes its own. */
  topic?: ITopic;
  alarmEmail?: string;
}

/**
 * CloudFront publishes its metrics in us-east-1 only, and an alarm must live with its metric: the
 * distribution's 5xx rate is alarmed here, in a small stack deployed after the site's (which creates
 * the distribution and writes its id into SSM, read at deployment like the web ACL's ARN).
 */
export class EdgeAlarmsStack extends Stack {
  readonly errorRateAlarm: Alarm;

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const { parameterName, region, fingerprint } = props.distributionIdParameter;
    const call = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: parameterName },
      region,
      physicalResourceId: PhysicalResourceId.of(`${parameterName}@${fingerprint}`),
    };
    const parameterArn = this.formatArn({ service: 'ssm', region, resource: 'parameter', resourceName: parameterName.replace(/^\//, '') });
    const reader = sdkCallResource(this, 'DistributionId', { onCreate: call, onUpdate: call, policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [parameterArn] }) });
    const distributionId = reader.getResponseField('Parameter.Value');

    this.errorRateAlarm = new Alarm(this, 'CloudFront5xxRate', {
      alarmName: `${this.stackName}-CloudFront5xxRate`,
      alarmDescription: `At least ${CLOUDFRONT_5XX_RATE_THRESHOLD_PERCENT} % of the site's answers at the edge were 5xx in 5 minutes (pages, /api, /media): an origin or a CloudFront Function is failing.`,
      metric: new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
        statistic: Stats.AVERAGE,
        period: Duration.minutes(5),
      }),
      threshold: CLOUDFRONT_5XX_RATE_THRESHOLD_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const topic = props.topic ?? new AlarmTopic(this, 'Alarms', { alarmEmail: props.alarmEmail }).topic;
    const action = new SnsAction(topic);
    this.errorRateAlarm.addAlarmAction(action);
    this.errorRateAlarm.addOkAction(action);
  }
}
