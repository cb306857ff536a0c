/**
 * The intro-call slots in DynamoDB (table intro_call_slots, partition key `slot`). A booking is a
 * conditional put: `attribute_not_exists(slot)` lets exactly one of two simultaneous writers win.
 * The same table holds two other kinds of item, under keys no slot start can take: the claim of an
 * address on its open booking (`address#{sha256}`) and a cancelled booking waiting for its
 * cancellation mails (`cancelled#{id}`, whose mail steps are written like a booking's). A slot's key holds either a booking or a staff block
 * (attribute `blockedAt`); both are written with `attribute_not_exists(slot)`.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableNameFor } from '../config';
import { cancelledKeyOf, type AddressClaim, type IntroCallBooking, type IntroCallSlotRepository, type KeptCancellation } from '../use-cases/book-intro-call';
import type { IntroCallMailRepository } from '../use-cases/intro-call-mail';
import type { BookingMailStepName, IntroCallMailStepName } from '../use-cases/intro-call-mail-steps';
import type { MailOutcomeFields } from '../use-cases/record-mail-outcome';
import { isBlockItem, type IntroCallStaffRepository, type SlotBlockItem, type SlotHolder } from '../use-cases/intro-call-staff';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';

/** BatchGetItem reads at most 100 keys per call. */
const BATCH_GET_LIMIT = 100;
const MAX_UNPROCESSED_ROUNDS = 5;


/** A slot's item: written either as a staff block (with `blockedAt`) or as a booking. */
const holderOf = (item: Record<string, unknown>): SlotHolder =>
  isBlockItem(item) ? { kind: 'block', block: item as unknown as SlotBlockItem } : { kind: 'booking', booking: item as unknown as IntroCallBooking };

export class DynamoIntroCallRepository implements IntroCallSlotRepository, IntroCallMailRepository, IntroCallStaffRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async createIfFree(booking: IntroCallBooking): Promise<boolean> {
    try {
      await this.doc.send(new PutCommand({ TableName: this.table, Item: booking, ConditionExpression: 'attribute_not_exists(slot)' }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async get(slot: string): Promise<IntroCallBooking | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { slot }, ConsistentRead: true }));
    // A slot holds a booking (written by createIfFree) or a staff block, never read as a booking.
    return Item && !isBlockItem(Item) ? (Item as IntroCallBooking) : undefined;
  }

  async slotHolder(slot: string): Promise<SlotHolder | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { slot }, ConsistentRead: true }));
    return Item ? holderOf(Item) : undefined;
  }

  async cancelBooking(slot: string, bookingId: string): Promise<IntroCallBooking | undefined> {
    try {
      const { Attributes } = await this.doc.send(
        new DeleteCommand({
          TableName: this.table,
          Key: { slot },
          // Only the booking staff saw: a later booking of the same slot stays.
          ConditionExpression: 'id = :id',
          ExpressionAttributeValues: { ':id': bookingId },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes as IntroCallBooking | undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  async blockIfFree(block: SlotBlockItem): Promise<boolean> {
    try {
      // The same condition as a booking's: of a block and a booking of one slot, exactly one is stored.
      await this.doc.send(new PutCommand({ TableName: this.table, Item: block, ConditionExpression: 'attribute_not_exists(slot)' }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async freeBlock(slot: string): Promise<boolean> {
    try {
      await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { slot }, ConditionExpression: 'attribute_exists(blockedAt)' }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async holdersAmong(slots: readonly string[]): Promise<SlotHolder[]> {
    return (await this.batchGet(slots)).map(holderOf);
  }

  async cancel(slot: string, cancelToken: string): Promise<IntroCallBooking | undefined> {
    try {
      const { Attributes } = await this.doc.send(
        new DeleteCommand({
          TableName: this.table,
          Key: { slot },
          ConditionExpression: 'cancelToken = :token',
          ExpressionAttributeValues: { ':token': cancelToken },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes as IntroCallBooking | undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  async release(slot: string, id: string): Promise<void> {
    await this.deleteIf({ slot }, 'id = :id', { ':id': id });
  }

  async claimAddress(claim: AddressClaim, nowSeconds: number, staleBookingId?: string): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: { slot: claim.addressKey, ...claim, expiresAt: claim.holdsUntil },
          ConditionExpression: `attribute_not_exists(slot) OR holdsUntil < :now${staleBookingId ? ' OR bookingId = :stale' : ''}`,
          ExpressionAttributeValues: { ':now': nowSeconds, ...(staleBookingId ? { ':stale': staleBookingId } : {}) },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async addressClaim(addressKey: string): Promise<AddressClaim | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { slot: addressKey }, ConsistentRead: true }));
    return Item as AddressClaim | undefined;
  }

  async releaseAddress(addressKey: string, bookingId: string): Promise<void> {
    await this.deleteIf({ slot: addressKey }, 'bookingId = :id', { ':id': bookingId });
  }

  async markLinkResent(slot: string, at: string, notBefore: string): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { slot },
          UpdateExpression: 'SET linkResentAt = :at',
          ConditionExpression: 'attribute_exists(slot) AND (attribute_not_exists(linkResentAt) OR linkResentAt < :notBefore)',
          ExpressionAttributeValues: { ':at': at, ':notBefore': notBefore },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async keepCancelled(booking: IntroCallBooking): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.table, Item: { ...booking, slot: cancelledKeyOf(booking.id), bookedSlot: booking.slot } }));
  }

  async getCancelled(bookingId: string): Promise<KeptCancellation | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { slot: cancelledKeyOf(bookingId) }, ConsistentRead: true }));
    return Item as KeptCancellation | undefined;
  }

  async forgetCancelled(bookingId: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { slot: cancelledKeyOf(bookingId) } }));
  }

  private async deleteIf(key: Record<string, string>, condition: string, values: Record<string, string>): Promise<void> {
    try {
      await this.doc.send(new DeleteCommand({ TableName: this.table, Key: key, ConditionExpression: condition, ExpressionAttributeValues: values }));
    } catch (error) {
      // Someone else's by now (or already gone): not ours to delete.
      if (!isConditionFailure(error)) throw error;
    }
  }

  async claimMailStep(slot: string, step: BookingMailStepName, at: string, staleBefore: string): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { slot },
          UpdateExpression: 'SET #step = :sending',
          // The booking is there, the mail not sent, and no other worker holds a fresh claim.
          ConditionExpression: 'attribute_exists(slot) AND (attribute_not_exists(#step) OR (#step.#status = :sendingStatus AND #step.#at < :stale))',
          ExpressionAttributeNames: { '#step': step, '#status': 'status', '#at': 'at' },
          ExpressionAttributeValues: { ':sending': { status: 'sending', at }, ':sendingStatus': 'sending', ':stale': staleBefore },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async markMailStepSent(slot: string, step: BookingMailStepName, messageId: string, at: string): Promise<void> {
    await this.updateIfBooked({
      Key: { slot },
      UpdateExpression: 'SET #step = :sent',
      ConditionExpression: 'attribute_exists(slot)',
      ExpressionAttributeNames: { '#step': step },
      ExpressionAttributeValues: { ':sent': { status: 'sent', at, messageId } },
    });
  }

  async releaseMailStep(slot: string, step: BookingMailStepName): Promise<void> {
    await this.updateIfBooked({
      Key: { slot },
      UpdateExpression: 'REMOVE #step',
      ConditionExpression: 'attribute_exists(slot) AND #step.#status = :sending',
      ExpressionAttributeNames: { '#step': step, '#status': 'status' },
      ExpressionAttributeValues: { ':sending': 'sending' },
    });
  }

  /** SES's report on one mail of the booking, if the step still holds this message id. */
  async recordMailOutcome(slot: string, step: IntroCallMailStepName, messageId: string, fields: MailOutcomeFields): Promise<void> {
    const names = Object.keys(fields);
    await this.updateIfBooked({
      Key: { slot },
      UpdateExpression: `SET ${names.map((name, i) => `#step.#f${i} = :f${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(slot) AND #step.#messageId = :messageId',
      ExpressionAttributeNames: { '#step': step, '#messageId': 'messageId', ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])) },
      ExpressionAttributeValues: { ':messageId': messageId, ...Object.fromEntries(Object.values(fields).map((value, i) => [`:f${i}`, value])) },
    });
  }

  /** An update that does nothing when its condition fails (the booking was cancelled meanwhile). */
  private async updateIfBooked(input: Omit<UpdateCommandInput, 'TableName'>): Promise<void> {
    try {
      await this.doc.send(new UpdateCommand({ TableName: this.table, ...input }));
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async markMailed(slot: string, messageIds: string[], at: string): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { slot },
          UpdateExpression: 'SET #mail = :mail',
          ConditionExpression: 'attribute_exists(slot)',
          ExpressionAttributeNames: { '#mail': 'mail' },
          ExpressionAttributeValues: { ':mail': { status: 'done', at, messageIds } },
        }),
      );
    } catch (error) {
      // Cancelled while the mail went out: nothing left to mark.
      if (!isConditionFailure(error)) throw error;
    }
  }

  async takenAmong(slots: readonly string[]): Promise<Set<string>> {
    // A booked slot and a blocked one alike: neither is offered.
    return new Set((await this.batchGet(slots, 'slot')).map((item) => String(item.slot)));
  }

  /** The items under these keys (by key, never a scan), all or only the `projection`. */
  private async batchGet(slots: readonly string[], projection?: string): Promise<Record<string, unknown>[]> {
    const found: Record<string, unknown>[] = [];
    for (let start = 0; start < slots.length; start += BATCH_GET_LIMIT) {
      let keys: Record<string, unknown>[] = slots.slice(start, start + BATCH_GET_LIMIT).map((slot) => ({ slot }));
      for (let round = 0; keys.length > 0; round++) {
        if (round === MAX_UNPROCESSED_ROUNDS) throw new Error('DynamoDB kept keys of a BatchGetItem unprocessed');
        const { Responses, UnprocessedKeys } = await this.doc.send(
          new BatchGetCommand({ RequestItems: { [this.table]: { Keys: keys, ConsistentRead: true, ...(projection ? { ProjectionExpression: projection } : {}) } } }),
        );
        found.push(...(Responses?.[this.table] ?? []));
        keys = UnprocessedKeys?.[this.table]?.Keys ?? [];
      }
    }
    return found;
  }
}

export const introCallRepositoryFromEnv = (): DynamoIntroCallRepository =>
  new DynamoIntroCallRepository(documentClient(), tableNameFor('intro_call_slots'));
