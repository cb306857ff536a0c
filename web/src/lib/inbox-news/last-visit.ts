/**
 * When the staff member last left the inbox, per account and browser (localStorage): requests created
 * after it are "new". The time is the newest request's creation time the server reported (not the
 * browser's clock, which may be off), written when the inbox page is left or the tab closed.
 */
import { useSyncExternalStore } from 'react';

const storageKey = (account: string): string => `rufbereit.inbox-last-visit.${account.toLowerCase()}`;
const listeners = new Set<() => void>();

function read(account: string): string | undefined {
  try {
    return localStorage.getItem(storageKey(account)) ?? undefined;
  } catch {
    // Storage blocked (private mode, policy): every visit starts without news.
    return undefined;
  }
}

export function setLastVisit(account: string, at: string): void {
  if (read(account) === at) return;
  try {
    localStorage.setItem(storageKey(account), at);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  // Another tab of the same account left the inbox: its visit counts here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The account's last inbox visit (ISO), or undefined before the first. */
export function useLastVisit(account: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => read(account),
    () => undefined,
  );
}
