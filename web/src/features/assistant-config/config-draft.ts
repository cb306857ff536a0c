/**
 * Unsaved edits of the assistant configuration kept across a sign-in: when a save finds the session
 * gone (401), the form's values and the stored state they were based on go into this tab's
 * sessionStorage, tagged with the account; after signing in again as the same account the form puts
 * them back (as after a version conflict). Another account signing in here never sees them.
 */
import type { AssistantConfigInput } from '@rufbereit/shared';

const DRAFT_KEY = 'rufbereit.assistant-config.unsaved';

export interface ConfigDraft {
  /** The account (MeResponse.id) the edits belong to. */
  accountId: string;
  /** The stored configuration the edits were made on. */
  base: Partial<AssistantConfigInput>;
  mine: AssistantConfigInput;
}

export function keepDraft(draft: ConfigDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the edits are lost as before, the sign-in still works.
  }
}

/** The kept edits of this account, removed from storage; any draft of another account is dropped. */
export function takeDraft(accountId: string): ConfigDraft | undefined {
  let draft: ConfigDraft | undefined;
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    draft = stored ? (JSON.parse(stored) as ConfigDraft) : undefined;
  } catch {
    return undefined;
  }
  return draft && draft.accountId === accountId && typeof draft.mine === 'object' && draft.mine !== null ? draft : undefined;
}
