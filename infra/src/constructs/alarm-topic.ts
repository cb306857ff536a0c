import { ArnFormat, Stack } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  /** Subscribed to the topic (prod requires one: config.ts). */
  alarmEmail?: string;
}

/**
 * An encrypted, TLS-only SNS topic that the account's CloudWatch alarms of this region may publish
 * to, with the alarm e-mail subscribed. One per region with alarms (the site's region, and us-east-1
 * for the web ACL's), since an alarm can only notify a topic of its own region.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
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
  }

  /** The topic hears when the alarm fires and when it is OK again (someone knows the incident is over). */
  notify(alarm: Alarm): void {
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
  }
}
