import { Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests per IP and 5 minutes that may POST to /api/* before WAF blocks the address for a while. */
export const API_POST_RATE_LIMIT = 100;
/** CloudFront web ACLs must live in this region, whatever region the site's stack is in. */
export const WEB_ACL_REGION = 'us-east-1';
/** The SSM parameter (in WEB_ACL_REGION) that holds the web ACL's ARN for the site's stack. */
export const webAclArnParameterName = (siteStackName: string): string => `/${siteStackName}/web-acl-arn`;

export interface WebAclStackProps extends StackProps {
  /** Where to write the web ACL's ARN (webAclArnParameterName). */
  arnParameterName: string;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const byteMatch = (field: CfnWebACL.FieldToMatchProperty, constraint: string, value: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: field,
    positionalConstraint: constraint,
    searchString: value,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/**
 * The WAF web ACL of the CloudFront distribution, in a small stack of its own because CloudFront
 * only accepts web ACLs from us-east-1. Its ARN goes into an SSM parameter that the site's stack reads
 * at deployment (WebAclArnReader); the site's stack depends on this one, so `cdk deploy --all` deploys
 * both in order.
 */
export class WebAclStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly arnParameter: StringParameter;

  constructor(scope: Construct, id: string, props: WebAclStackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('rufbereit-web-acl'),
      description: 'Rufbereit site: rate limit for form posts, AWS managed common rules',
      rules: [
        {
          name: 'RateLimitApiPosts',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('rate-limit-api-posts'),
          statement: {
            rateBasedStatement: {
              limit: API_POST_RATE_LIMIT,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    byteMatch({ method: {} }, 'EXACTLY', 'POST'),
                    byteMatch({ uriPath: {} }, 'STARTS_WITH', '/api/'),
                  ],
                },
              },
            },
          },
        },
        {
          name: 'AwsCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          visibilityConfig: visibility('aws-common-rule-set'),
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The rule set blocks bodies over 8 KB; the forms accept up to MAX_FORM_BODY_BYTES
              // (16 KB) and the API answers larger ones with its own 413, so this rule only counts.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
        },
      ],
    });
    this.arnParameter = new StringParameter(this, 'WebAclArn', {
      parameterName: props.arnParameterName,
      stringValue: this.webAcl.attrArn,
      description: 'ARN of the CloudFront web ACL, read by the site stack at deployment',
    });
  }
}
