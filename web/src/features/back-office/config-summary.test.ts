import { describe, expect, it } from 'vitest';
import type { AssistantConfigSummary } from '@rufbereit/shared';
import { configSummaryText } from './config-summary';

const summary = (overrides: Partial<AssistantConfigSummary>): AssistantConfigSummary => ({
  userId: 'u1',
  email: 'kundin@beispiel.de',
  assistantName: '',
  voice: '',
  language: '',
  documents: [],
  updatedAt: null,
  ...overrides,
});

describe('configSummaryText', () => {
  it('says an account that never saved is not set up yet', () => {
    expect(configSummaryText(summary({}))).toEqual({ title: 'Noch nicht eingerichtet', details: 'kundin@beispiel.de' });
  });

  it('shows name, voice and language of a saved configuration', () => {
    expect(configSummaryText(summary({ assistantName: 'Frieda', voice: 'valentina', language: 'de' }))).toEqual({
      title: 'Frieda',
      details: 'kundin@beispiel.de · Stimme Valentina · Deutsch',
    });
  });

  it('names a deleted account', () => {
    expect(configSummaryText(summary({ email: '', voice: 'lena', language: 'en' })).details).toBe('Konto gelöscht · Stimme Lena · Englisch');
  });
});
