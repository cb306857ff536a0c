/**
 * Who did something in the back office, as staff read it: the caller's e-mail from the user pool
 * (access tokens carry only the username, a UUID), or the username when the lookup fails.
 */
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import { logger } from '../logger';
import type { Principal } from './access';

export async function staffName(caller: Principal): Promise<string> {
  try {
    return (await userDirectoryFromEnv().getUser(caller.username))?.email || caller.username;
  } catch (error) {
    logger.warn('Could not look up the caller in the user pool', { error });
    return caller.username;
  }
}
