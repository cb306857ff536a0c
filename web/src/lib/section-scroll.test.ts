import { describe, expect, it } from 'vitest';
import { sectionFromLocation, sectionHref } from './section-scroll';

describe('section links', () => {
  it('point other pages at /?section={name}#{name}', () => {
    expect(sectionHref('contact')).toBe('/?section=contact#contact');
  });

  it('read the section from the hash first, then from ?section=, decoding umlauts', () => {
    expect(sectionFromLocation('?section=pricing', '#contact')).toBe('contact');
    expect(sectionFromLocation('?section=pricing', '')).toBe('pricing');
    expect(sectionFromLocation('', '#demo-gespr%C3%A4che')).toBe('demo-gespräche');
    expect(sectionFromLocation('', '')).toBeUndefined();
  });
});
