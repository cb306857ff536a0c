import { describe, expect, it } from 'vitest';
import { pageTitleOf } from './page-title';

describe('the Marketing view’s page titles', () => {
  it('names a page by its title without the brand, and nothing for an unknown path', () => {
    expect(pageTitleOf('/kontakt')).toBe('Kontakt');
    expect(pageTitleOf('/agb')).toBe('AGB');
    expect(pageTitleOf('/gibt-es-nicht')).toBeUndefined();
  });
});
