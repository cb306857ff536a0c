import { afterEach, describe, expect, it } from 'vitest';
import { CHALLENGE_MAX_NUMBER, CHALLENGE_MAX_NUMBER_ENV, REQUEST_RETENTION_DAYS, REQUEST_RETENTION_DAYS_ENV } from '@rufbereit/shared';
import { challengeMaxNumber, requestRetentionDays } from './config';
import { issueChallenge } from './spam/proof-of-work';

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

describe('challengeMaxNumber', () => {
  afterEach(() => {
    delete process.env[CHALLENGE_MAX_NUMBER_ENV];
  });

  it('is the full difficulty without the setting; a stage may only lower it, and the challenge names it', async () => {
    expect(challengeMaxNumber()).toBe(CHALLENGE_MAX_NUMBER);
    expect((await issueChallenge('ein-schluessel-mit-genug-zeichen-fuer-hmac')).maxnumber).toBe(CHALLENGE_MAX_NUMBER);
    process.env[CHALLENGE_MAX_NUMBER_ENV] = '1000';
    expect(challengeMaxNumber()).toBe(1000);
    expect((await issueChallenge('ein-schluessel-mit-genug-zeichen-fuer-hmac')).maxnumber).toBe(1000);
  });

  it.each(['0', String(CHALLENGE_MAX_NUMBER + 1), '-1', '1.5', 'leicht'])('refuses %s instead of weakening or breaking the forms', (value) => {
    process.env[CHALLENGE_MAX_NUMBER_ENV] = value;
    expect(() => challengeMaxNumber()).toThrow(CHALLENGE_MAX_NUMBER_ENV);
  });
});
