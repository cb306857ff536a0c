import { DefaultStackSynthesizer, Token, Validations, type CfnElement, type Stack } from 'aws-cdk-lib';
import { ENABLE_PARTITION_LITERALS } from 'aws-cdk-lib/cx-api';
import { RegionInfo } from 'aws-cdk-lib/region-info';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';

/**
 * Call once after the stack's last BucketDeployment. All of them share CDK's one handler function:
 * - each adds an AWS CLI layer, but the handler uses the layer of the deployment created first, so
 *   the others are removed instead of being deployed for nothing;
 * - the handler's role and runtime are CDK's own; cdk-nag reports each wildcard separately, so each
 *   is acknowledged by its finding id (`buckets`: every destination; `invalidates`: CloudFront).
 */
export function finishBucketDeployments(stack: Stack, options: { buckets: readonly IBucket[]; invalidates: boolean }): void {
  const deployments = stack.node.findAll().filter((c): c is BucketDeployment => c instanceof BucketDeployment);
  const [first, ...others] = deployments;
  if (!first) return;
  for (const unused of others) unused.node.tryRemoveChild('AwsCliLayer');

  // cdk-nag names unresolved parts like `<AWS::AccountId>`, concrete ones by value.
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  // With @aws-cdk/core:enablePartitionLiterals a stack in a known region writes `aws` instead of the token.
  const partitionLiteral = stack.node.tryGetContext(ENABLE_PARTITION_LITERALS) === true && !Token.isUnresolved(stack.region);
  const assetsPartition = (partitionLiteral ? RegionInfo.get(stack.region).partition : undefined) ?? '<AWS::Partition>';
  const qualifier =
    (stack.synthesizer instanceof DefaultStackSynthesizer ? stack.synthesizer.bootstrapQualifier : undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const bucketId = (bucket: IBucket) => stack.resolve(stack.getLogicalId(bucket.node.defaultChild as CfnElement)) as string;
  const reason = 'CDK BucketDeployment handler (aws-cdk-lib): object-level access to its destination buckets and the CDK asset bucket, CloudFront invalidation.';
  const handlerRole = Validations.of(first.handlerRole);
  handlerRole.acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'CDK BucketDeployment handler (aws-cdk-lib): basic execution role for its logs.',
  });
  for (const finding of [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
    `Resource::arn:${assetsPartition}:s3:::cdk-${qualifier}-assets-${account}-${region}/*`,
    ...options.buckets.map((bucket) => `Resource::<${bucketId(bucket)}.Arn>/*`),
    ...(options.invalidates ? ['Resource::*'] : []),
  ]) {
    handlerRole.acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
  const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (handler) {
    Validations.of(handler).acknowledge({ id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment handler: runtime chosen by aws-cdk-lib.' });
  }
}
