import { describe, expect, it } from 'vitest';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { TRIAL_INVITATION_METADATA, cognitoMail, trialMessages } from '@rufbereit/shared';
import { customMessage } from './cognito-custom-message';

const event = (triggerSource: string): CustomMessageTriggerEvent =>
  ({
    version: '1',
    region: 'eu-central-1',
    userPoolId: 'pool',
    userName: 'anna',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: { userAttributes: { email: 'anna@beispiel.de' }, codeParameter: '{####}', usernameParameter: '{username}', linkParameter: '{##Click##}' },
    response: { smsMessage: '', emailMessage: '', emailSubject: '' },
  }) as CustomMessageTriggerEvent;

describe('the CustomMessage trigger', () => {
  it('gives sign-up its own text with the code placeholder and a link to this site', () => {
    const answer = customMessage(event('CustomMessage_SignUp'), 'https://staging.rufbereit.de');
    expect(answer.response.emailSubject).toBe(cognitoMail.signUpSubject);
    expect(answer.response.emailMessage).toContain('lautet {####}');
    expect(answer.response.emailMessage).toContain('https://staging.rufbereit.de/auth');
    expect(answer.response.emailMessage).not.toContain('Passwort');
  });

  it('gives the password reset its own text, and leaves the invitation to the pool template', () => {
    const reset = customMessage(event('CustomMessage_ForgotPassword'), 'https://rufbereit.de');
    expect(reset.response.emailSubject).toBe(cognitoMail.resetSubject);
    expect(reset.response.emailMessage).toContain('https://rufbereit.de/auth/reset-password');
    expect(customMessage(event('CustomMessage_AdminCreateUser'), 'https://rufbereit.de').response.emailMessage).toBe('');
  });

  it("writes the trial invitation (both placeholders, the sign-in link) when the trial route's ClientMetadata asks for it", () => {
    const trial = event('CustomMessage_AdminCreateUser');
    trial.request.clientMetadata = { ...TRIAL_INVITATION_METADATA };
    const answer = customMessage(trial, 'https://rufbereit.de');
    expect(answer.response.emailSubject).toBe(trialMessages.invitationSubject);
    expect(answer.response.emailMessage).toContain('Benutzername: {username}');
    expect(answer.response.emailMessage).toContain('Vorläufiges Passwort: {####}');
    expect(answer.response.emailMessage).toContain('https://rufbereit.de/auth');
  });
});
