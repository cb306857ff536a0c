import { describe, expect, it } from 'vitest';
import { displayPath } from './display-path';

describe('displayPath (the path the 404 page shows)', () => {
  it('shows umlauts and other letters decoded, as the address bar does', () => {
    expect(displayPath('/gibt-es-nicht/%C3%BCber-uns-alt')).toBe('/gibt-es-nicht/über-uns-alt');
    expect(displayPath('/stra%C3%9Fe/%E6%97%A5%E6%9C%AC')).toBe('/straße/日本');
  });

  it('keeps spaces, percent signs, slashes and other ASCII escapes as they were sent', () => {
    expect(displayPath('/ki-terminbuchung%20')).toBe('/ki-terminbuchung%20');
    expect(displayPath('/ki-terminbuchung%2520')).toBe('/ki-terminbuchung%2520');
    expect(displayPath('/a%2Fb%3fc')).toBe('/a%2Fb%3fc');
    expect(displayPath('/%C3%BC%20x')).toBe('/ü%20x');
  });

  it('keeps invisible characters encoded (no-break space, zero-width space)', () => {
    expect(displayPath('/seite%C2%A0')).toBe('/seite%C2%A0');
    expect(displayPath('/seite%E2%80%8B')).toBe('/seite%E2%80%8B');
  });

  it('shows a malformed escape as it came', () => {
    expect(displayPath('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(displayPath('/%FF')).toBe('/%FF');
    expect(displayPath('/kontakt')).toBe('/kontakt');
  });
});
