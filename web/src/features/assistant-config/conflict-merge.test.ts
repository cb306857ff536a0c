import { describe, expect, it } from 'vitest';
import { defaultAssistantConfig, type AssistantConfigInput } from '@rufbereit/shared';
import { mergeAfterConflict } from './conflict-merge';

const base: AssistantConfigInput = { ...defaultAssistantConfig, assistant_name: 'Alt', greeting_message: 'Hallo' };

describe('mergeAfterConflict', () => {
  it('keeps the edits and lists those that differ from the stored values', () => {
    const mine = { ...base, assistant_name: 'Bernd', greeting_message: 'Guten Tag', notes_recipients: ['a@beispiel.de'] };
    const theirs = { ...base, assistant_name: 'Anna', website_url: 'https://www.praxis.de', notes_recipients: ['a@beispiel.de'] };
    const { edited, conflicts } = mergeAfterConflict(base, mine, theirs);
    expect(edited).toEqual(['assistant_name', 'greeting_message', 'notes_recipients']);
    expect(conflicts).toEqual([
      { field: 'assistant_name', mine: 'Bernd', theirs: 'Anna' },
      { field: 'greeting_message', mine: 'Guten Tag', theirs: 'Hallo' },
    ]);
  });

  it('compares lists and objects by value, not identity', () => {
    const mine = { ...base, notification_settings: { email: true, summary: true } };
    expect(mergeAfterConflict(base, mine, { ...base }).edited).toEqual([]);
  });

  it('has nothing to show when the user changed nothing', () => {
    expect(mergeAfterConflict(base, base, { ...base, assistant_name: 'Anna' })).toEqual({ edited: [], conflicts: [] });
  });
});
