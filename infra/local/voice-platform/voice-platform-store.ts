import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Vapi } from '@vapi-ai/server-sdk';
import { localNumberPool, type StoredPhoneNumber } from './number-pool';

/**
 * The local platform's records, in Vapi's own shapes (the SDK's types): the phone numbers of the
 * organization, its calls, and the custom credentials Vapi's dashboard keeps for server-URL
 * authentication (https://docs.vapi.ai/server-url/server-authentication; the SDK has no API for them,
 * the dashboard does). Kept in a JSON file, changes coalesced into one write per SAVE_DELAY_MS and flushed
 * on stop; the pool of test numbers (number-pool.ts) is added when the file has no numbers.
 */
export type { StoredPhoneNumber };

/**
 * A Bearer Token credential as Vapi's dashboard makes it: its token in `headerName` (default
 * `Authorization`), with or without the `Bearer ` prefix; `X-Vapi-Secret` without prefix is the legacy
 * secret header (server-authentication, "Legacy X-Vapi-Secret Support").
 */
export interface BearerCredential {
  id: string;
  name: string;
  token: string;
  headerName: string;
  bearerPrefix: boolean;
}

interface StoredState {
  phoneNumbers: StoredPhoneNumber[];
  calls: Vapi.Call[];
  credentials: BearerCredential[];
}

const SAVE_DELAY_MS = 250;
/** The newest calls kept (`npm start` runs for days; each call carries its transcript). */
export const MAX_STORED_CALLS = 2_000;
export const LOCAL_ORG_ID = '6f1c2d4e-0000-4000-8000-00000000beef';

export class VoicePlatformStore {
  private state: StoredState;
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(private readonly file: string) {
    let loaded: Partial<StoredState>;
    try {
      loaded = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredState>;
    } catch {
      loaded = {};
    }
    this.state = { phoneNumbers: loaded.phoneNumbers ?? [], calls: loaded.calls ?? [], credentials: loaded.credentials ?? [] };
    if (this.state.phoneNumbers.length === 0) {
      this.state.phoneNumbers = localNumberPool(LOCAL_ORG_ID, new Date().toISOString(), () => randomUUID());
      this.save();
    }
  }

  get phoneNumbers(): StoredPhoneNumber[] {
    return this.state.phoneNumbers;
  }

  get calls(): Vapi.Call[] {
    return this.state.calls;
  }

  get credentials(): BearerCredential[] {
    return this.state.credentials;
  }

  phoneNumber(id: string): StoredPhoneNumber | undefined {
    return this.state.phoneNumbers.find((n) => n.id === id);
  }

  phoneNumberByNumber(number: string): StoredPhoneNumber | undefined {
    return this.state.phoneNumbers.find((n) => n.number === number);
  }

  addPhoneNumber(phoneNumber: StoredPhoneNumber): void {
    this.state.phoneNumbers.push(phoneNumber);
    this.save();
  }

  removePhoneNumber(id: string): void {
    this.state.phoneNumbers = this.state.phoneNumbers.filter((n) => n.id !== id);
    this.save();
  }

  call(id: string): Vapi.Call | undefined {
    return this.state.calls.find((c) => c.id === id);
  }

  addCall(call: Vapi.Call): void {
    this.state.calls.push(call);
    if (this.state.calls.length > MAX_STORED_CALLS) this.state.calls.shift();
    this.save();
  }

  /** A credential with this id replaces the one before (a token rotated in the dashboard). */
  putCredential(credential: BearerCredential): void {
    this.state.credentials = [...this.state.credentials.filter((c) => c.id !== credential.id), credential];
    this.save();
  }

  credential(id: string): BearerCredential | undefined {
    return this.state.credentials.find((c) => c.id === id);
  }

  /** A live record was changed in place: write it with the next save. */
  changed(): void {
    this.save();
  }

  flush(): void {
    if (!this.saveTimer) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    writeFileSync(this.file, `${JSON.stringify(this.state)}\n`);
  }

  private save(): void {
    this.saveTimer ??= setTimeout(() => this.flush(), SAVE_DELAY_MS);
  }
}
