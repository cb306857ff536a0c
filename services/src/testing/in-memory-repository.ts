/** Test fake of the request repository: same contract as the DynamoDB adapter, in a Map. */
import type { StoredRequest } from '@rufbereit/shared';
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

  async get(ref: RequestRef): Promise<StoredRequest | undefined> {
    const item = this.items.get(keyOf(ref));
    return item && structuredClone(item);
  }

  async markEventPublished(ref: RequestRef): Promise<void> {
    this.require(ref).eventPublished = true;
    this.log.push(`published ${keyOf(ref)}`);
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
    if (options.clearError) delete state.lastError;
    this.log.push(`${channel} ${keyOf(ref)}`);
    return state.attempts;
  }

  private require(ref: RequestRef): StoredRequest {
    const item = this.items.get(keyOf(ref));
    if (!item) throw new Error(`missing ${keyOf(ref)}`);
    return item;
  }
}
