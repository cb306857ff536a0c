/**
 * The user pool's own WAF web ACL (REGIONAL, in the pool's region; CloudFront's web ACL does not see
 * the browser's calls to Cognito, which go straight to cognito-idp). Cognito hands WAF the request's
 * headers, path and non-personal body parts, never usernames or passwords; each API call names its
 * operation in the `X-Amz-Target` header (`AWSCognitoIdentityProviderService.SignUp`), so one
 * rate-based rule per operation counts what one address sends of it in 5 minutes and blocks the rest
 * (403 from Cognito). Sign-up answers `UsernameExistsException` for a taken address before any trigger
 * runs (on AWS as locally): these limits slow an enumeration from one address down, they cannot stop
 * one spread over many (docs/security.md).
 */
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { readStageSettings } from '../stage';

/** Requests per client address and 5 minutes for each public Cognito operation; the rest is blocked for a while. */
export const COGNITO_RATE_LIMITS = {
  // A person signs up once, maybe twice after a typo.
  SignUp: 20,
  // A forgotten password is asked for a few times at most.
  ForgotPassword: 20,
  // Sign-in, token refresh included (Amplify refreshes through InitiateAuth): an office behind one address signs in often.
  InitiateAuth: 300,
} as const;
export type LimitedCognitoOperation = keyof typeof COGNITO_RATE_LIMITS;

/** The value of `X-Amz-Target` for an operation of the user pool API. */
export const cognitoTarget = (operation: string): string => `AWSCognitoIdentityProviderService.${operation}`;

/** The web ACL's metric name: the stage's own, so a dev and a prod pool in one account never share one. */
export const userPoolWebAclMetric = (stage: string): string => `rufbereit-${stage}-user-pool`;

export function userPoolWafRules(metricName: string): CfnWebACL.RuleProperty[] {
  return (Object.entries(COGNITO_RATE_LIMITS) as [LimitedCognitoOperation, number][]).map(([operation, limit], priority) => ({
    name: `RateLimit${operation}`,
    priority,
    action: { block: {} },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: `${metricName}-${operation}`, sampledRequestsEnabled: true },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
            positionalConstraint: 'EXACTLY',
            searchString: cognitoTarget(operation),
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    },
  }));
}

export class UserPoolFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { userPool: IUserPool }) {
    super(scope, id);
    const metricName = userPoolWebAclMetric(readStageSettings(this.node).stage);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      description: 'Rufbereit user pool: rate limits per client address on SignUp, ForgotPassword and InitiateAuth',
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true },
      rules: userPoolWafRules(metricName),
    });
    new CfnWebACLAssociation(this, 'Association', { resourceArn: props.userPool.userPoolArn, webAclArn: this.webAcl.attrArn });
  }
}
