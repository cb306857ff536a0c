import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The records of the local Pipedrive stand-in: persons and deals in API v2's shape, notes in API v1's
 * (the API versions Pipedrive supports for them today). Kept in a JSON file; changes are coalesced into
 * one write per SAVE_DELAY_MS (rewriting a large file on every change blocked the event loop the local
 * API shares), and flushed on stop.
 */
export type PipedriveRecord = Record<string, unknown> & { id: number };
/** `webhooks`: the subscriptions of POST /v1/webhooks (pipedrive-webhooks.ts delivers to them). */
export const collections = ['persons', 'deals', 'notes', 'webhooks'] as const;
export type Collection = (typeof collections)[number];

interface StoredState {
  nextId: Record<Collection, number>;
  records: Record<Collection, PipedriveRecord[]>;
}

const SAVE_DELAY_MS = 250;

const emptyState = (): StoredState => ({
  nextId: { persons: 1, deals: 1, notes: 1, webhooks: 1 },
  records: { persons: [], deals: [], notes: [], webhooks: [] },
});

/** State files written before the stand-in spoke v2 hold persons with v1's `email`/`phone`/`active_flag`. */
function migratePerson(person: PipedriveRecord): PipedriveRecord {
  const { email, phone, active_flag: _active, ...rest } = person;
  return { ...rest, emails: rest.emails ?? email ?? [], phones: rest.phones ?? phone ?? [], is_deleted: false };
}

export class PipedriveStore {
  private state: StoredState;
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(private readonly file: string) {
    let loaded: Partial<StoredState>;
    try {
      loaded = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredState>;
    } catch {
      loaded = {};
    }
    const empty = emptyState();
    this.state = {
      nextId: { ...empty.nextId, ...loaded.nextId },
      records: {
        persons: (loaded.records?.persons ?? []).map(migratePerson),
        deals: loaded.records?.deals ?? [],
        notes: loaded.records?.notes ?? [],
        webhooks: loaded.records?.webhooks ?? [],
      },
    };
  }

  get records(): Record<Collection, PipedriveRecord[]> {
    return this.state.records;
  }

  find(collection: Collection, id: number): PipedriveRecord | undefined {
    return this.state.records[collection].find((r) => r.id === id);
  }

  add(collection: Collection, fields: Record<string, unknown>): PipedriveRecord {
    const record: PipedriveRecord = { ...fields, id: this.state.nextId[collection]++ };
    this.state.records[collection].push(record);
    this.save();
    return record;
  }

  remove(collection: Collection, id: number): boolean {
    const before = this.state.records[collection].length;
    this.state.records[collection] = this.state.records[collection].filter((r) => r.id !== id);
    this.save();
    return this.state.records[collection].length < before;
  }

  /** A live record was changed in place: write it with the next save. */
  changed(): void {
    this.save();
  }

  /** Forgets every record (ids keep counting, as Pipedrive never reuses one). */
  clear(): void {
    for (const collection of collections) this.state.records[collection] = [];
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
