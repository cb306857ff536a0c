import type { Duration } from 'aws-cdk-lib';
import type { HandlerFunction } from '../lambda/handler-function';

/**
 * CloudWatch lets an alarm's metric math read at most 10 metrics (a hard limit). The per-function
 * alarms are therefore one alarm per group of up to 10 functions: each group alarm means exactly
 * what the per-function alarm meant ("one of these functions failed / was throttled / neared its
 * timeout"), names its functions in its description, and the dashboard shows which one it was.
 * Adding routes adds an alarm per 10 functions instead of three per function (resource ceiling).
 */
export const MAX_METRICS_PER_ALARM = 10;

export interface FunctionAlarmGroup {
  /** 1-based, stable while the route table only grows at its end. */
  index: number;
  functions: readonly HandlerFunction[];
  /** The common timeout of the group (duration alarms compare against it). */
  timeout: Duration;
}

/**
 * Functions grouped by timeout (a duration alarm has one threshold), then in slices of at most 10,
 * balanced so no group is much smaller than the others.
 */
export function functionAlarmGroups(functions: readonly HandlerFunction[]): FunctionAlarmGroup[] {
  const byTimeout = new Map<number, HandlerFunction[]>();
  for (const fn of functions) {
    const ms = fn.timeout.toMilliseconds();
    byTimeout.set(ms, [...(byTimeout.get(ms) ?? []), fn]);
  }
  const groups: FunctionAlarmGroup[] = [];
  for (const members of byTimeout.values()) {
    const count = Math.ceil(members.length / MAX_METRICS_PER_ALARM);
    const size = Math.ceil(members.length / count);
    for (let start = 0; start < members.length; start += size) {
      const slice = members.slice(start, start + size);
      const first = slice[0];
      if (first) groups.push({ index: groups.length + 1, functions: slice, timeout: first.timeout });
    }
  }
  return groups;
}
