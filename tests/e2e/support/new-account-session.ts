import { expect, type Page } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger, type KeyValueStorageInterface } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@rufbereit/shared';
import { amplifyAuthConfig } from '../../../web/src/lib/session/amplify-auth-config';
import { PASSWORD, createAccount, runtimeConfig, totp, uniqueEmail } from './accounts';
import { gotoHydrated } from './hydration';

/**
 * A new account (a customer's, or staff's), signed in on a page without the sign-in screens: its first
 * sign-in (password, TOTP enrolment with a code of the authenticator app) runs here in the test's worker,
 * with the site's own library (Amplify) and runtime configuration against the same Cognito; the session Amplify
 * stores is put into the page's storage, as the browser would have kept it. The page opens signed in.
 *
 * A first sign-in in the browser cost seconds of CPU per test (the sign-in page, the enrolment screen
 * with its QR code, the redirect); the screens themselves keep their own specs (sign-in.spec.ts,
 * upload.spec.ts' way back after signing in). Each test still gets an account of its own: no
 * configuration, upload or session of another test (or of the other worker) is there, and a test that
 * ends its session (or fails to keep it) ends no other test's. Staff who need no account of their own
 * use the worker's admin (admin-session.ts).
 */
export interface NewAccount {
  email: string;
  /** The TOTP secret enrolled: what the authenticator app keeps, for a later sign-in with a code. */
  secret: string;
}

/** A signed-in session: the items Amplify keeps in the site's localStorage. */
export type StoredSession = Array<[string, string]>;

/** Amplify's key-value storage, kept in memory for one sign-in (a fresh one each: no earlier session). */
class SessionStorage implements KeyValueStorageInterface {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string): Promise<void> {
    this.items.set(key, value);
  }
  async getItem(key: string): Promise<string | null> {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key);
  }
  async clear(): Promise<void> {
    this.items.clear();
  }
}

let configured: Promise<RuntimeConfig> | undefined;

/** Amplify configured once per worker with the browser's own Auth settings (amplify-auth-config.ts). */
function configureAmplify(): Promise<RuntimeConfig> {
  configured ??= runtimeConfig().then((config) => {
    // Amplify warns of the stand-in's custom endpoint on every call: only errors in the test output.
    ConsoleLogger.LOG_LEVEL = 'ERROR';
    Amplify.configure({ Auth: amplifyAuthConfig(config) });
    return config;
  });
  return configured;
}

/**
 * The first sign-in of `email`: password, then the pool's TOTP enrolment answered with the
 * authenticator's code. Returns what Amplify stores for the session and the enrolled secret. One at a
 * time per worker (Amplify keeps the sign-in in progress in the module), as a worker runs its tests.
 */
async function firstSignIn(email: string): Promise<{ stored: StoredSession; secret: string }> {
  const config = await configureAmplify();
  const storage = new SessionStorage();
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  const started = await signIn({ username: email, password: PASSWORD, options: { authFlowType: config.authFlowType } });
  if (started.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') throw new Error(`Unexpected sign-in step ${started.nextStep.signInStep}`);
  const secret = started.nextStep.totpSetupDetails.sharedSecret;
  const done = await confirmSignIn({ challengeResponse: totp(secret) });
  expect(done.nextStep.signInStep).toBe('DONE');
  return { stored: [...storage.items], secret };
}

/** A new account (a customer's; with `admin`, in the admin group) and its first sign-in, made here: no page yet. */
export async function newSignedInAccount(options: { admin?: boolean; label?: string } = {}): Promise<NewAccount & { stored: StoredSession }> {
  const admin = options.admin ?? false;
  const email = uniqueEmail(options.label ?? (admin ? 'team' : 'kunde'));
  await createAccount(email, { admin });
  return { email, ...(await firstSignIn(email)) };
}

/** Puts a session into `page`'s storage, then opens `path` signed in. */
export async function restoreSession(page: Page, stored: StoredSession, path: string): Promise<void> {
  // Storage belongs to an origin: open a small file of the site first, fill it, then go where the test starts.
  await page.goto('/robots.txt');
  await page.evaluate((items) => {
    for (const [name, value] of items) window.localStorage.setItem(name, value);
  }, stored);
  await gotoHydrated(page, path);
}

/**
 * A new account (a customer's; with `admin`, in the admin group), signed in on `page`, which then opens
 * `path` (default: where its first sign-in leads, the assistant configuration or the staff's inbox).
 */
export async function signInAsNewAccount(page: Page, options: { admin?: boolean; label?: string; path?: string } = {}): Promise<NewAccount> {
  const { email, secret, stored } = await newSignedInAccount(options);
  await restoreSession(page, stored, options.path ?? (options.admin ? '/admin/contacts' : '/assistant-config'));
  return { email, secret };
}
