/** Test helpers: cdk-nag AWS Solutions findings of a stack, as the app's validation plugin sees them. */
import { Validations, type Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** Findings that are neither fixed nor acknowledged with a reason. */
export const nagErrors = (stack: Stack): string[] =>
  new AwsSolutionsChecks()
    .validateScope(stack)
    .violations.filter((v) => v.severity === 'error')
    .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

/** Rule ids acknowledged on one construct (not its parents). */
const acknowledgedIds = (construct: IConstruct): string[] =>
  construct.node.metadata
    .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY && entry.data)
    .flatMap((entry) => Object.keys(entry.data as Record<string, unknown>).map((k) => k.replace(/^annotation::/i, '')));

/**
 * cdk-nag acknowledgements (`Validations.of(x).acknowledge`) that no finding needs any more: each
 * is `path: rule id`. cdk-nag v3 has no report of unused acknowledgements, so its (private) lookup
 * is observed while the checks run.
 */
export function staleAcknowledgements(stack: Stack): string[] {
  const checks = new AwsSolutionsChecks();
  const lookup = checks as unknown as { isAcknowledged: (resource: IConstruct, ruleId: string) => boolean };
  const used = new Set<string>();
  lookup.isAcknowledged = (resource, ruleId) => {
    for (let current: IConstruct | undefined = resource; current; current = current.node.scope) {
      if (acknowledgedIds(current).includes(ruleId)) {
        used.add(`${current.node.path}: ${ruleId}`);
        return true;
      }
    }
    return false;
  };
  checks.validateScope(stack);
  return stack.node
    .findAll()
    .flatMap((c) => acknowledgedIds(c).map((id) => `${c.node.path}: ${id}`))
    .filter((entry) => entry.includes(': AwsSolutions-') && !used.has(entry));
}
