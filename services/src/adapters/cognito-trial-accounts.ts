/**
 * Creates a customer's account in the user pool with Cognito's invitation (AdminCreateUser: a
 * temporary password by e-mail, the first sign-in sets the real one). The only Cognito call of the
 * trial route, whose IAM allows exactly this action on the pool. Env: COGNITO_USER_POOL_ID.
 */
import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { TRIAL_INVITATION_METADATA } from '@rufbereit/shared';
import { userPoolId } from '../config';
import { AccountExistsError, type TrialAccountDirectory } from '../use-cases/trial';

let client: CognitoIdentityProviderClient | undefined;
const cognito = (): CognitoIdentityProviderClient => (client ??= new CognitoIdentityProviderClient({}));

export class CognitoTrialAccounts implements TrialAccountDirectory {
  constructor(
    private readonly userPoolId: string,
    private readonly send: CognitoIdentityProviderClient['send'] = (command) => cognito().send(command),
  ) {}

  async createInvited(email: string): Promise<{ accountId: string }> {
    try {
      const { User } = await this.send(
        new AdminCreateUserCommand({
          UserPoolId: this.userPoolId,
          Username: email,
          UserAttributes: [
            { Name: 'email', Value: email },
            // The address is the one the visitor confirmed by booking the demo; the invitation proves it again.
            { Name: 'email_verified', Value: 'true' },
          ],
          DesiredDeliveryMediums: ['EMAIL'],
          // The CustomMessage trigger writes the trial invitation (German, with the sign-in link).
          ClientMetadata: { ...TRIAL_INVITATION_METADATA },
        }),
      );
      const sub = User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? User?.Username;
      if (!sub) throw new Error('AdminCreateUser answered without the account');
      return { accountId: sub };
    } catch (error) {
      if (error instanceof Error && error.name === 'UsernameExistsException') throw new AccountExistsError();
      throw error;
    }
  }
}

export function trialAccountsFromEnv(): CognitoTrialAccounts {
  return new CognitoTrialAccounts(userPoolId());
}
