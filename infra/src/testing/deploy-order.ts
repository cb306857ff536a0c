/**
 * The deploy order a user pool with an SES sender needs, read from synthesised templates: Cognito
 * refuses to create a pool whose SES identity is not verified yet ("Email address is not verified"),
 * and an identity verifies only after its DKIM records are published, hours after its stack was
 * created. So the identity must never be created in the pool's own stack (or a nested stack of it), and
 * the stack that creates it must be one the pool's stack depends on (deployed first).
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { stackAndNested } from './nested-stacks';

interface ResourceJson {
  Type: string;
  Properties?: Record<string, unknown>;
}

const resourcesOf = (stack: Stack): ResourceJson[] =>
  stackAndNested(stack).flatMap((s) => Object.values((Template.fromStack(s).toJSON() as { Resources?: Record<string, ResourceJson> }).Resources ?? {}));

/** The identity names (domain or address) the stack's user pools send as through SES. */
export function poolSenderIdentities(stack: Stack): string[] {
  return resourcesOf(stack)
    .filter((r) => r.Type === 'AWS::Cognito::UserPool')
    .flatMap((r) => {
      const source = JSON.stringify((r.Properties?.EmailConfiguration as { SourceArn?: unknown } | undefined)?.SourceArn ?? '');
      const name = /identity\/([^"]+)"/.exec(source)?.[1];
      return name ? [name.toLowerCase()] : [];
    });
}

/** The SES identities the stack (with its nested stacks) creates. */
export const createdIdentities = (stack: Stack): string[] =>
  resourcesOf(stack)
    .filter((r) => r.Type === 'AWS::SES::EmailIdentity')
    .map((r) => String(r.Properties?.EmailIdentity).toLowerCase());

/** Every way the app's stacks break that order, in words; empty when a first deploy can succeed. */
export function poolIdentityOrderViolations(stacks: readonly Stack[]): string[] {
  const violations: string[] = [];
  for (const poolStack of stacks) {
    for (const identity of poolSenderIdentities(poolStack)) {
      if (createdIdentities(poolStack).includes(identity)) {
        violations.push(`${poolStack.stackName} creates the user pool and its SES identity ${identity}: the pool's creation fails while the identity is unverified.`);
        continue;
      }
      for (const creator of stacks.filter((s) => s !== poolStack && createdIdentities(s).includes(identity))) {
        if (!poolStack.dependencies.includes(creator)) {
          violations.push(`${poolStack.stackName} does not depend on ${creator.stackName}, which creates the pool's SES identity ${identity}.`);
        }
      }
    }
  }
  return violations;
}
