import { describe, expect, it } from 'vitest';
import { parseRange, rangeStillValid, resolveRange } from './byte-range';

describe('parseRange', () => {
  it('parses the three single-range forms', () => {
    expect(parseRange('bytes=0-99')).toEqual({ kind: 'from', start: 0, end: 99 });
    expect(parseRange('bytes=100-')).toEqual({ kind: 'from', start: 100 });
    expect(parseRange('bytes=-50')).toEqual({ kind: 'suffix', length: 50 });
  });

  it('ignores what it does not serve', () => {
    for (const header of [undefined, '', 'bytes=-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-9', 'bytes=a-b']) {
      expect(parseRange(header)).toBeUndefined();
    }
  });
});

describe('resolveRange', () => {
  it('clamps the end to the object', () => {
    expect(resolveRange({ kind: 'from', start: 10, end: 5000 }, 1000)).toEqual({ start: 10, end: 999 });
    expect(resolveRange({ kind: 'from', start: 10 }, 1000)).toEqual({ start: 10, end: 999 });
  });

  it('turns a suffix into the last bytes, or the whole object when longer', () => {
    expect(resolveRange({ kind: 'suffix', length: 50 }, 1000)).toEqual({ start: 950, end: 999 });
    expect(resolveRange({ kind: 'suffix', length: 5000 }, 1000)).toEqual({ start: 0, end: 999 });
  });

  it('reports ranges that cannot be satisfied', () => {
    expect(resolveRange({ kind: 'from', start: 1000 }, 1000)).toBe('unsatisfiable');
    expect(resolveRange({ kind: 'suffix', length: 0 }, 1000)).toBe('unsatisfiable');
    expect(resolveRange({ kind: 'suffix', length: 10 }, 0)).toBe('unsatisfiable');
  });
});

describe('rangeStillValid (If-Range)', () => {
  const current = { etag: '"abc"', lastModified: new Date('2026-03-01T10:00:00Z') };

  it('applies the range without If-Range, or when the strong tag or the exact date still matches', () => {
    expect(rangeStillValid(undefined, current)).toBe(true);
    expect(rangeStillValid('"abc"', current)).toBe(true);
    expect(rangeStillValid('Sun, 01 Mar 2026 10:00:00 GMT', current)).toBe(true);
  });

  it('sends the whole object when the tag or date changed, the tag is weak, or the value is nonsense', () => {
    expect(rangeStillValid('"old"', current)).toBe(false);
    expect(rangeStillValid('W/"abc"', current)).toBe(false);
    expect(rangeStillValid('"abc"', { ...current, etag: 'W/"abc"' })).toBe(false);
    expect(rangeStillValid('Sun, 01 Mar 2026 09:59:59 GMT', current)).toBe(false);
    expect(rangeStillValid('gestern', current)).toBe(false);
  });
});
