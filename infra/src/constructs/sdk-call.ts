import { Stack, Validations } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, type AwsCustomResourceProps } from 'aws-cdk-lib/custom-resources';
import type { Construct, IConstruct } from 'constructs';
import { readStageSettings } from '../stage';

const LOG_GROUP_ID = 'SdkCallLogs';
const acknowledged = new WeakSet<IConstruct>();

/**
 * An AWS SDK call at deployment (CDK's AwsCustomResource) with this project's defaults: the
 * runtime's SDK (nothing installed while deploying) and a log group with the stage's retention.
 * CDK runs every AwsCustomResource of a stack in one provider function, which takes the log group of
 * the first one created: so all of them share this one stack-level group.
 */
export function sdkCallResource(scope: Construct, id: string, props: Omit<AwsCustomResourceProps, 'logGroup' | 'installLatestAwsSdk'>): AwsCustomResource {
  const stack = Stack.of(scope);
  const logGroup =
    (stack.node.tryFindChild(LOG_GROUP_ID) as LogGroup | undefined) ??
    new LogGroup(stack, LOG_GROUP_ID, { retention: readStageSettings(stack.node).logRetention });
  const resource = new AwsCustomResource(scope, id, { ...props, installLatestAwsSdk: false, logGroup });
  const provider = stack.node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
  if (provider && !acknowledged.has(provider)) {
    acknowledged.add(provider);
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'CDK AwsCustomResource provider (aws-cdk-lib): basic execution role for its logs; each call\'s own policy names only the resources it reads or writes.',
    });
  }
  return resource;
}
