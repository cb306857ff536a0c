import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface MonitoringProps {
  /** Functions by a readable name (handler name); each gets an error alarm. */
  functions: ReadonlyMap<string, IFunction>;
  /** Alarms created elsewhere (dead-letter queues) that should notify the same topic. */
  alarms: readonly Alarm[];
  alarmEmail?: string;
}

/** Alarms on every Lambda's errors plus the dead-letter alarms, all sent to one SNS topic. */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly functionErrorAlarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
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

    const action = new SnsAction(this.topic);
    for (const [name, fn] of props.functions) {
      const alarm = new Alarm(this, `${name}Errors`, {
        alarmDescription: `The ${name} Lambda function failed.`,
        metric: fn.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(action);
      this.functionErrorAlarms.push(alarm);
    }
    for (const alarm of props.alarms) alarm.addAlarmAction(action);
  }
}
