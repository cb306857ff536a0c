import { describe, expect, it } from 'vitest';
import { EVENT_SOURCE, SES_EVENT_SOURCE, eventDetailTypes, eventRules, sesEventDetailTypes, type EventRule } from '@rufbereit/shared';
import { isOfConfigurationSet, matchTargets, matchesPattern } from './rule-matcher';

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

describe('SES events on the shared default bus', () => {
  // As SES publishes them: every event of a send through a configuration set carries its name as a tag.
  const sesEvent = (tags: Record<string, unknown> | undefined) => ({
    source: SES_EVENT_SOURCE,
    'detail-type': sesEventDetailTypes.bounce,
    detail: { eventType: 'Bounce', mail: { messageId: 'm-1', ...(tags ? { tags } : {}) } },
  });
  const own = { configurationSet: 'rufbereit-dev' };

  it("hands the stage's own mail events to mail-outcome, and another stage's (or untagged ones) to nobody", () => {
    expect(matchTargets(eventRules, sesEvent({ 'ses:configuration-set': ['rufbereit-dev'] }), own).map((m) => m.target.handler)).toEqual(['mail-outcome']);
    expect(matchTargets(eventRules, sesEvent({ 'ses:configuration-set': ['rufbereit-prod'] }), own)).toEqual([]);
    expect(matchTargets(eventRules, sesEvent({ 'ses:configuration-set': 'rufbereit-dev' }), own)).toEqual([]);
    expect(matchTargets(eventRules, sesEvent(undefined), own)).toEqual([]);
    // Without the stage's set to compare with, such a rule matches nothing (fails closed).
    expect(matchTargets(eventRules, sesEvent({ 'ses:configuration-set': ['rufbereit-dev'] }))).toEqual([]);
  });

  it('reads the tag from mail.tags only, in any position of its list', () => {
    expect(isOfConfigurationSet({ ...sesEvent({ 'ses:configuration-set': ['other', 'rufbereit-dev'] }) }, 'rufbereit-dev')).toBe(true);
    expect(isOfConfigurationSet({ source: SES_EVENT_SOURCE, 'detail-type': 'Bounce', detail: { tags: { 'ses:configuration-set': ['rufbereit-dev'] } } }, 'rufbereit-dev')).toBe(false);
  });
});
