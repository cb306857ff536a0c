/** Test fake of the request repository: same contract as the DynamoDB adapter, in a Map. */
import type { RequestKind, StoredRequest } from '@rufbereit/shared';
import type {
  DeliveryChannel,
  DeliveryPatch,
  DeliveryUpdateOptions,
  RequestRef,
  RequestRepository,
} from '../use-cases/ports';

const keyOf = (ref: RequestRef) => `${ref.kind}/${ref.id}`;

export class InMemoryRequestRepository implements RequestRepository {
  readonly items = new Map<string, StoredRequest>();
  /** Every write, in order (for asserting "stored before published"). */
  readonly log: string[] = [];

  async createIfAbsent(record: StoredRequest): Promise<boolean> {
    const key = keyOf(record);
    if (this.items.has(key)) return false;
    this.items.set(key, structuredClone(record));
    this.log.push(`create ${key}`);
    return true;
  }

  /** Requests added to the dashboard's aggregates, in order. */
  readonly counted: string[] = [];

  async countCreated(record: StoredRequest): Promise<void> {
    this.counted.push(keyOf(record));
  }

  async get(ref: RequestRef): Promise<StoredRequest | undefined> {
    const item = this.items.get(keyOf(ref));
    return item && structuredClone(item);
  }

  async markEventPublished(ref: RequestRef): Promise<void> {
    const item = this.require(ref);
    item.eventPublished = true;
    delete item.unpublished;
    this.log.push(`published ${keyOf(ref)}`);
  }

  async claimPublish(ref: RequestRef, now: Date, until: Date): Promise<boolean> {
    const item = this.require(ref);
    if (item.eventPublished || (item.publishClaimedUntil !== undefined && item.publishClaimedUntil >= now.toISOString())) return false;
    item.publishClaimedUntil = until.toISOString();
    this.log.push(`claimed ${keyOf(ref)}`);
    return true;
  }

  async releasePublishClaim(ref: RequestRef): Promise<void> {
    delete this.require(ref).publishClaimedUntil;
  }

  async holdForMailSend(ref: RequestRef, now: Date): Promise<boolean> {
    const item = this.items.get(keyOf(ref));
    if (!item) return false;
    item.mailSendingAt = now.toISOString();
    return true;
  }

  async releaseMailSend(ref: RequestRef): Promise<void> {
    const item = this.items.get(keyOf(ref));
    if (item) delete item.mailSendingAt;
  }

  async listRetrying(kind: RequestKind, limit: number): Promise<StoredRequest[]> {
    return [...this.items.values()].filter((item) => item.kind === kind && item.retrying === 'pending').slice(0, limit).map((item) => structuredClone(item));
  }

  async clearRetryingMark(ref: RequestRef): Promise<void> {
    const item = this.require(ref);
    if (item.crm.status !== 'retrying' && item.mail.status !== 'retrying') delete item.retrying;
  }

  async listUnpublished(kind: RequestKind, createdBefore: Date, limit: number): Promise<RequestRef[]> {
    return [...this.items.values()]
      .filter((item) => item.kind === kind && item.unpublished === 'pending' && item.createdAt < createdBefore.toISOString())
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .slice(0, limit)
      .map((item) => ({ kind, id: item.id }));
  }

  async updateDelivery<C extends DeliveryChannel>(
    ref: RequestRef,
    channel: C,
    patch: DeliveryPatch<C>,
    options: DeliveryUpdateOptions = {},
  ): Promise<number> {
    const state = this.require(ref)[channel];
    Object.assign(state, patch);
    if (options.countAttempt) state.attempts += 1;
    if (options.clearError) {
      delete state.lastError;
      delete state.nextAttemptAt;
    }
    if (options.clearNextAttempt) delete state.nextAttemptAt;
    if (options.markRetrying) this.require(ref).retrying = 'pending';
    this.log.push(`${channel} ${keyOf(ref)}`);
    return state.attempts;
  }

  /** What a GDPR erase does to the record (tests of a step that runs meanwhile). */
  async erase(ref: RequestRef): Promise<void> {
    this.items.delete(keyOf(ref));
  }

  private require(ref: RequestRef): StoredRequest {
    const item = this.items.get(keyOf(ref));
    if (!item) throw new Error(`missing ${keyOf(ref)}`);
    return item;
  }
}
