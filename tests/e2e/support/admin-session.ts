import type { Page } from '@playwright/test';
import { newSignedInAccount, restoreSession, type StoredSession } from './new-account-session';

/**
 * The signed-in state of one admin per Playwright worker (what the browser keeps after a password + TOTP
 * sign-in: Amplify's items in localStorage), made once, on the worker's first need, and handed to every
 * page that signs in as staff. The sign-in runs in the worker (new-account-session.ts: the site's Amplify
 * against the same Cognito), not on the sign-in screens: a full TOTP sign-in per test, or a browser
 * context per worker for it, cost seconds each; the screens keep their own specs (sign-in.spec.ts). A
 * spec that signs out or needs an account of its own uses signInAsNewAccount.
 */
interface AdminSession {
  email: string;
  stored: StoredSession;
}

let session: Promise<AdminSession> | undefined;

/** The worker's admin, signed in on `page` (its storage state restored), on `path` (default: the inbox). */
export async function signInAsAdmin(page: Page, path = '/admin/contacts'): Promise<string> {
  session ??= newSignedInAccount({ admin: true, label: 'team' });
  const { email, stored } = await session.catch((error: unknown) => {
    // A failed sign-in is tried again by the next test rather than failing every test of the worker.
    session = undefined;
    throw error;
  });
  await restoreSession(page, stored, path);
  return email;
}
