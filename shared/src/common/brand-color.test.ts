import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, WHITE, accessibleBrandColor, contrastRatio, relativeLuminance, shadeOf } from './brand-color';
import { DEFAULT_BRAND_COLOR } from '../demo-tracks/demo-playlist';

describe('contrastRatio', () => {
  it('has the WCAG end points and known values', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, '#fff')).toBe(1);
    // WebAIM's checker: #2563eb on white is 5.17:1, #767676 is 4.54:1.
    expect(contrastRatio(DEFAULT_BRAND_COLOR, WHITE)).toBeCloseTo(5.17, 2);
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#F00')).toBeCloseTo(0.2126, 4);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('red')).toThrow();
    expect(() => relativeLuminance('#12345')).toThrow();
  });
});

describe('accessibleBrandColor', () => {
  it('keeps a colour on which white text reaches 4.5:1', () => {
    expect(accessibleBrandColor(DEFAULT_BRAND_COLOR)).toBe(DEFAULT_BRAND_COLOR);
    expect(accessibleBrandColor('#aa0055')).toBe('#aa0055');
    expect(accessibleBrandColor('#000')).toBe('#000');
  });

  it('darkens a light colour just enough, keeping its hue', () => {
    const yellow = accessibleBrandColor('#ffee00');
    expect(yellow).not.toBe('#ffee00');
    expect(contrastRatio(WHITE, yellow)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Just enough: not darker than needed (rounding to whole channel values leaves a little over 4.5).
    expect(contrastRatio(WHITE, yellow)).toBeLessThan(MIN_TEXT_CONTRAST + 0.1);
    expect(contrastRatio(WHITE, shadeOf('#ffee00', 0.5))).toBeGreaterThan(contrastRatio(WHITE, yellow));
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(yellow.slice(i, i + 2), 16)) as [number, number, number];
    expect(b).toBe(0);
    expect(g / r).toBeCloseTo(0xee / 0xff, 1);
    expect(contrastRatio(WHITE, accessibleBrandColor('#FFF'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('gives white text at least 4.5:1 on every colour', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(fc.property(hex, (colour) => contrastRatio(WHITE, accessibleBrandColor(colour)) >= MIN_TEXT_CONTRAST));
  });
});
