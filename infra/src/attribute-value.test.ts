import { describe, expect, it } from 'vitest';
import { toItem } from './attribute-value';

describe('toItem', () => {
  it('marshals a seed row the way DynamoDB stores it', () => {
    expect(toItem({ branch_id: 'friseursalons', image_width: 1600, image_score: 0.86, ok: true, none: null, tags: ['a'], size: { w: 1 }, gone: undefined })).toEqual({
      branch_id: { S: 'friseursalons' },
      image_width: { N: '1600' },
      image_score: { N: '0.86' },
      ok: { BOOL: true },
      none: { NULL: true },
      tags: { L: [{ S: 'a' }] },
      size: { M: { w: { N: '1' } } },
    });
  });

  it('refuses what DynamoDB cannot hold', () => {
    expect(() => toItem({ f: () => 1 })).toThrow(/function/);
  });
});
