import { describe, expect, it } from 'vitest';
import { idFromIdempotencyKey, requestHash } from './idempotency';

describe('idFromIdempotencyKey', () => {
  it('is a stable UUID-shaped id per kind and key', () => {
    const id = idFromIdempotencyKey('contact', 'k1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idFromIdempotencyKey('contact', 'k1')).toBe(id);
    expect(idFromIdempotencyKey('contact', 'k2')).not.toBe(id);
    expect(idFromIdempotencyKey('demo_request', 'k1')).not.toBe(id);
  });
});

describe('requestHash', () => {
  it('ignores property order but not values', () => {
    expect(requestHash({ a: 1, b: 'x' })).toBe(requestHash({ b: 'x', a: 1 }));
    expect(requestHash({ a: 1, b: 'x' })).not.toBe(requestHash({ a: 1, b: 'y' }));
  });
});
