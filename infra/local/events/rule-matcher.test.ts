import { describe, expect, it } from 'vitest';
import { EVENT_SOURCE, eventDetailTypes, eventRules, type EventRule } from '@rufbereit/shared';
import { matchTargets, matchesPattern } from './rule-matcher';

const rule: EventRule = {
  id: 'R',
  pattern: { source: ['a.src', 'b.src'], 'detail-type': ['One', 'Two'] },
  targets: [{ handler: 'h1', grants: [] }, { handler: 'h2', grants: [] }],
};

describe('matchesPattern', () => {
  it('matches when every field is one of the listed values', () => {
    expect(matchesPattern(rule.pattern, { source: 'a.src', 'detail-type': 'One' })).toBe(true);
    expect(matchesPattern(rule.pattern, { source: 'b.src', 'detail-type': 'Two' })).toBe(true);
  });

  it('does not match another source, another detail-type, or a different case', () => {
    expect(matchesPattern(rule.pattern, { source: 'c.src', 'detail-type': 'One' })).toBe(false);
    expect(matchesPattern(rule.pattern, { source: 'a.src', 'detail-type': 'Three' })).toBe(false);
    expect(matchesPattern(rule.pattern, { source: 'A.SRC', 'detail-type': 'one' })).toBe(false);
    expect(matchesPattern(rule.pattern, { source: 'a.src ', 'detail-type': 'One' })).toBe(false);
  });

  it('matches nothing with an empty list', () => {
    expect(matchesPattern({ source: [], 'detail-type': ['One'] }, { source: 'a.src', 'detail-type': 'One' })).toBe(false);
  });
});

describe('matchTargets with the rules of the stack', () => {
  it('sends ContactCreated and DemoRequested of the website to crm-sync and notify', () => {
    for (const detailType of [eventDetailTypes.contactCreated, eventDetailTypes.demoRequested]) {
      const targets = matchTargets(eventRules, { source: EVENT_SOURCE, 'detail-type': detailType }).map((m) => m.target.handler);
      expect(targets).toEqual(['crm-sync', 'notify']);
    }
  });

  it('sends events of another source or type nowhere', () => {
    expect(matchTargets(eventRules, { source: 'someone.else', 'detail-type': eventDetailTypes.contactCreated })).toEqual([]);
    expect(matchTargets(eventRules, { source: EVENT_SOURCE, 'detail-type': 'ContactDeleted' })).toEqual([]);
  });

  it('delivers once per target of each matching rule', () => {
    const twice = [rule, { ...rule, id: 'S', targets: [{ handler: 'h3', grants: [] }] }];
    expect(matchTargets(twice, { source: 'a.src', 'detail-type': 'One' })).toEqual([
      { ruleId: 'R', target: rule.targets[0] },
      { ruleId: 'R', target: rule.targets[1] },
      { ruleId: 'S', target: { handler: 'h3', grants: [] } },
    ]);
  });
});
