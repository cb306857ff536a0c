import { Stack } from 'aws-cdk-lib';
import { AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { sdkCallResource } from './sdk-call';

export interface WebAclArnReaderProps {
  /** The SSM parameter the web ACL's stack writes (webAclArnParameterName). */
  parameterName: string;
  /** Its region (us-east-1, where CloudFront's web ACLs live). */
  region: string;
  /**
   * Names the web ACL resource (e.g. its construct address). CloudFormation calls the reader again
   * only when its properties change: a new web ACL resource (a new ARN) changes this and so is read.
   */
  webAclFingerprint?: string;
}

/**
 * Reads the web ACL's ARN from the SSM parameter its us-east-1 stack writes, at deployment. This
 * replaces CDK's `crossRegionReferences`, whose reader and writer functions CDK adds after every
 * aspect has run, so their logs would be kept forever; this call's logs have the stage's retention
 * (sdkCallResource). The ARN changes only with a new web ACL resource (its name and scope are fixed);
 * the fingerprint makes that a change of this resource, so the new ARN is read. WAF refuses to delete
 * a web ACL that a distribution still uses.
 */
export class WebAclArnReader extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string, props: WebAclArnReaderProps) {
    super(scope, id);
    const parameterArn = Stack.of(this).formatArn({
      service: 'ssm',
      region: props.region,
      resource: 'parameter',
      resourceName: props.parameterName.replace(/^\//, ''),
    });
    const call = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: props.parameterName },
      region: props.region,
      physicalResourceId: PhysicalResourceId.of(`${props.parameterName}@${props.webAclFingerprint ?? 'web-acl'}`),
    };
    const reader = sdkCallResource(this, 'Read', {
      onCreate: call,
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [parameterArn] }),
    });
    this.arn = reader.getResponseField('Parameter.Value');
  }
}
