import { SES_CONFIGURATION_SET_TAG, type EventRule, type EventTarget } from '@rufbereit/shared';

/** The fields of a PutEvents entry the rule patterns look at. */
export interface MatchableEvent {
  source: string;
  'detail-type': string;
  /** Read only by rules with `ownConfigurationSet` (SES's `mail.tags`). */
  detail?: unknown;
}

/** What the stack fills into its rules: the stage's SES configuration set. */
export interface RuleContext {
  configurationSet: string;
}

/**
 * EventBridge pattern matching for what the stack declares: every field of the pattern is a list
 * of exact values, and the event matches when each field's value is in its list (AND across
 * fields, OR within a list). A pattern field we do not know fails closed.
 */
export function matchesPattern(pattern: EventRule['pattern'], event: MatchableEvent): boolean {
  return Object.entries(pattern).every(([field, allowed]) => {
    if (field !== 'source' && field !== 'detail-type') return false;
    return allowed.includes(event[field]);
  });
}

export interface MatchedTarget {
  ruleId: string;
  target: EventTarget;
}

/**
 * An SES event of the stage's own configuration set: `detail.mail.tags["ses:configuration-set"]` lists
 * its name, as the CDK rule's `detail` pattern asks (an array field matches when one value is listed).
 */
export function isOfConfigurationSet(event: MatchableEvent, configurationSet: string): boolean {
  const tags = (event.detail as { mail?: { tags?: Record<string, unknown> } } | undefined)?.mail?.tags;
  const names = tags?.[SES_CONFIGURATION_SET_TAG];
  return Array.isArray(names) && names.includes(configurationSet);
}

/** Every target of every rule that matches the event (one delivery each, like EventBridge). */
export function matchTargets(rules: ReadonlyArray<EventRule>, event: MatchableEvent, context?: RuleContext): MatchedTarget[] {
  return rules
    .filter((rule) => matchesPattern(rule.pattern, event) && (!rule.ownConfigurationSet || (context !== undefined && isOfConfigurationSet(event, context.configurationSet))))
    .flatMap((rule) => rule.targets.map((target) => ({ ruleId: rule.id, target })));
}
