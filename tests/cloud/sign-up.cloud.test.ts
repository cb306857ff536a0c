import { CognitoIdentityProviderClient, ResendConfirmationCodeCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_UP_PROOF_METADATA_KEY, SIGN_UP_PROOF_REFUSED } from '@rufbereit/shared';
import { fetchChallenge, solve } from '../support/proof-of-work';
import { RUN_ID, baseUrl, runtimeConfig } from './target';

/**
 * A customer's self sign-up as the site makes it (Amplify's signUp: the user pool's SignUp with the solved
 * challenge in the client metadata, checked by the pre-sign-up trigger), mailed to SES's mailbox simulator,
 * which accepts the code mail and keeps nothing (https://docs.aws.amazon.com/ses/latest/dg/send-an-email-from-console.html,
 * "Using the mailbox simulator"; a +label is allowed there, and the local SES plays it the same way).
 *
 * The account stays unconfirmed in the pool, and the tier cannot delete it (no staff route deletes an
 * account), so every run signs up the same simulator address: the first run creates it, later runs find
 * it and have its code sent again. A refused sign-up creates nothing, so that one uses a fresh address.
 */
const SIGN_UP_ADDRESS = 'success+rufbereit-cloudtest@simulator.amazonses.com';
const PASSWORD = 'Cloud-Test-Passwort-9';

const config = await runtimeConfig();
const cognito = new CognitoIdentityProviderClient({
  region: config.region,
  ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } } : {}),
});
afterAll(() => cognito.destroy());

const signUp = (email: string, clientMetadata?: Record<string, string>) =>
  cognito.send(new SignUpCommand({ ClientId: config.userPoolClientId, Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }], ClientMetadata: clientMetadata }));

describe('self sign-up', () => {
  it('refuses a sign-up without a solved challenge', async () => {
    await expect(signUp(`success+${RUN_ID}@simulator.amazonses.com`)).rejects.toThrow(SIGN_UP_PROOF_REFUSED);
  });

  it('signs a customer up with a solved challenge and mails the code (or mails it again to the account of an earlier run)', async () => {
    const proof = await solve(await fetchChallenge(baseUrl()));
    const delivery = await signUp(SIGN_UP_ADDRESS, { [SIGN_UP_PROOF_METADATA_KEY]: proof }).then(
      (created) => {
        expect(created.UserConfirmed).toBe(false);
        return created.CodeDeliveryDetails;
      },
      async (error: unknown) => {
        if (!(error instanceof Error) || error.name !== 'UsernameExistsException') throw error;
        return (await cognito.send(new ResendConfirmationCodeCommand({ ClientId: config.userPoolClientId, Username: SIGN_UP_ADDRESS }))).CodeDeliveryDetails;
      },
    );
    expect(delivery?.DeliveryMedium).toBe('EMAIL');
  });
});
