import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { describe, expect, it } from 'vitest';
import { COGNITO_RATE_LIMITS, UserPoolFirewall, cognitoTarget } from '../../infra/src/constructs/user-pool-firewall';

/**
 * Account enumeration at sign-up: Cognito answers SignUp with UsernameExistsException for a taken
 * address before any trigger (the proof of work) runs, on AWS as locally. What can be closed is the
 * speed: the user pool gets a web ACL of its own with a rate-based rule per client address on SignUp,
 * ForgotPassword and InitiateAuth, matched by the operation Cognito names in `X-Amz-Target`.
 * Synthesised here; that WAF counts Cognito's calls as configured only AWS can prove (docs/security.md).
 */
function synthFirewall(): Template {
  const stack = new Stack(new App(), 'PoolStack', { env: { account: '123456789012', region: 'eu-central-1' } });
  const userPool = new UserPool(stack, 'Pool');
  new UserPoolFirewall(stack, 'Firewall', { userPool });
  return Template.fromStack(stack);
}

describe('the user pool’s web ACL', () => {
  const template = synthFirewall();

  it('is a regional web ACL associated with the user pool', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    template.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Pool'), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^FirewallWebAcl'), 'Arn'] },
    });
  });

  it.each(['SignUp', 'ForgotPassword', 'InitiateAuth'] as const)('limits %s per client address in 5 minutes, matched by X-Amz-Target', (operation) => {
    const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0] as { Properties: { Rules: Record<string, unknown>[] } };
    const rule = acl.Properties.Rules.find((r) => r.Name === `RateLimit${operation}`);
    expect(rule).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: COGNITO_RATE_LIMITS[operation],
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
              PositionalConstraint: 'EXACTLY',
              SearchString: cognitoTarget(operation),
            },
          },
        },
      },
    });
    expect(cognitoTarget(operation)).toBe(`AWSCognitoIdentityProviderService.${operation}`);
    // Tight enough to slow a scan of addresses down: a person signs up or resets a few times at most.
    if (operation !== 'InitiateAuth') expect(COGNITO_RATE_LIMITS[operation]).toBeLessThanOrEqual(20);
  });
});
