import type { EventRule, EventTarget } from '@rufbereit/shared';

/** The fields of a PutEvents entry the rule patterns look at. */
export interface MatchableEvent {
  source: string;
  'detail-type': string;
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

/** Every target of every rule that matches the event (one delivery each, like EventBridge). */
export function matchTargets(rules: ReadonlyArray<EventRule>, event: MatchableEvent): MatchedTarget[] {
  return rules.filter((rule) => matchesPattern(rule.pattern, event)).flatMap((rule) => rule.targets.map((target) => ({ ruleId: rule.id, target })));
}
