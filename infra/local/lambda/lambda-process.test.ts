import { describe, expect, it } from 'vitest';
import { environmentChanges } from './lambda-process';

describe('the environment changes sent to the local Lambda process', () => {
  it('sends changed, new and removed variables once', () => {
    const previous = new Map([
      ['KEPT', 'same'],
      ['CHANGED', 'old'],
      ['REMOVED', 'x'],
    ]);
    const env = { KEPT: 'same', CHANGED: 'new', ADDED: 'yes' };
    expect(environmentChanges(previous, {}, env)).toEqual({ CHANGED: 'new', ADDED: 'yes', REMOVED: null });
    expect(environmentChanges(previous, {}, env)).toBeUndefined();
  });

  it('never sends a variable the process was given for good (the background DynamoDB endpoint)', () => {
    const fixed = { AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:4569' };
    const previous = new Map([['AWS_ENDPOINT_URL_DYNAMODB', 'http://127.0.0.1:4567']]);
    expect(environmentChanges(previous, fixed, { AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9999' })).toBeUndefined();
    expect(environmentChanges(previous, fixed, {})).toBeUndefined();
  });
});
