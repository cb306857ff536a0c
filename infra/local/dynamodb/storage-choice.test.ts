import { describe, expect, it } from 'vitest';
import { dynamoStorageFromEnv } from './storage-choice';

describe('LOCAL_DYNAMO_STORAGE', () => {
  it('keeps the tables on disk unless told otherwise', () => {
    expect(dynamoStorageFromEnv(undefined)).toBe('disk');
    expect(dynamoStorageFromEnv('')).toBe('disk');
    expect(dynamoStorageFromEnv('disk')).toBe('disk');
  });

  it('takes memory in any case and spacing', () => {
    expect(dynamoStorageFromEnv('memory')).toBe('memory');
    expect(dynamoStorageFromEnv(' Memory ')).toBe('memory');
  });

  it('refuses a typo instead of quietly choosing disk', () => {
    expect(() => dynamoStorageFromEnv('memroy')).toThrow('LOCAL_DYNAMO_STORAGE must be "memory" or "disk", not "memroy"');
  });
});
