import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_RETENTION_DAYS, REQUEST_RETENTION_DAYS_ENV } from '@rufbereit/shared';
import { requestRetentionDays } from './config';

describe('requestRetentionDays', () => {
  afterEach(() => {
    delete process.env[REQUEST_RETENTION_DAYS_ENV];
  });

  it('is the shared default without the setting, and the setting when it is a whole number of days', () => {
    expect(requestRetentionDays()).toBe(REQUEST_RETENTION_DAYS);
    process.env[REQUEST_RETENTION_DAYS_ENV] = '365';
    expect(requestRetentionDays()).toBe(365);
  });

  it.each(['0', '-5', '1.5', 'zwei Jahre', '36500'])('refuses %s instead of keeping data for the wrong time', (value) => {
    process.env[REQUEST_RETENTION_DAYS_ENV] = value;
    expect(() => requestRetentionDays()).toThrow(/whole number of days from 1 to 3650/);
  });
});
