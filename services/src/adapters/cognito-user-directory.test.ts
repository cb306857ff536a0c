import { CognitoIdentityProviderClient, ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { CognitoUserDirectory } from './cognito-user-directory';

const user = (sub: string, email: string): UserType => ({ Username: sub, Attributes: [{ Name: 'sub', Value: sub }, { Name: 'email', Value: email }] });

/** ListUsers as Cognito answers it: `email =` and `email ^=` compare case-sensitively; pages of `Limit`. */
function poolOf(users: UserType[]) {
  const cognito = mockClient(CognitoIdentityProviderClient);
  cognito.on(ListUsersCommand).callsFake((input: ListUsersCommand['input']) => {
    const [, op, value] = /^email (\^?=) "(.*)"$/.exec(input.Filter ?? '') ?? [];
    const email = (u: UserType) => u.Attributes?.find((a) => a.Name === 'email')?.Value ?? '';
    const matching = users.filter((u) => (op === '=' ? email(u) === value : email(u).startsWith(value ?? '')));
    const start = Number(input.PaginationToken ?? 0);
    const end = start + (input.Limit ?? 60);
    return { Users: matching.slice(start, end), ...(end < matching.length ? { PaginationToken: String(end) } : {}) };
  });
  return cognito;
}

describe('CognitoUserDirectory.subByEmail', () => {
  let cognito: ReturnType<typeof poolOf> | undefined;
  afterEach(() => cognito?.restore());

  it('finds an account registered with capitals by its lower-case address (and the other way round)', async () => {
    const others = Array.from({ length: 130 }, (_, i) => user(`other-${i}`, `anna${i}@beispiel.de`));
    cognito = poolOf([...others, user('sub-mixed', 'Anna.Mueller@Beispiel.de'), user('sub-lower', 'bernd@beispiel.de')]);
    const directory = new CognitoUserDirectory('pool', new CognitoIdentityProviderClient({ region: 'eu-central-1' }));
    expect(await directory.subByEmail('anna.mueller@beispiel.de')).toBe('sub-mixed');
    expect(await directory.subByEmail('ANNA.MUELLER@BEISPIEL.DE')).toBe('sub-mixed');
    expect(await directory.subByEmail('Bernd@Beispiel.de')).toBe('sub-lower');
    expect(await directory.subByEmail('niemand@beispiel.de')).toBeUndefined();
  });

  it('asks once when the address is stored as given', async () => {
    cognito = poolOf([user('sub-lower', 'bernd@beispiel.de')]);
    const directory = new CognitoUserDirectory('pool', new CognitoIdentityProviderClient({ region: 'eu-central-1' }));
    expect(await directory.subByEmail('bernd@beispiel.de')).toBe('sub-lower');
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(1);
  });
});
