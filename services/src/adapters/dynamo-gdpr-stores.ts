/**
 * The GDPR routes' view of the intro-call bookings and of the idempotency items keyed by an address.
 * Bookings have no index by e-mail: the table holds only the slots of the coming weeks (TTL 30 days
 * after the call), so a filtered scan reads a few hundred items at most.
 */
import { DeleteCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mailboxOf, requestKinds, type GdprIntroCall, type VisitAttribution } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import { addressKeyOf, type ErasedBookingNotice, type IntroCallMailStep } from '../use-cases/book-intro-call';
import type { AddressLeases, ErasedBooking, PersonBookings } from '../use-cases/gdpr';
import { crmPersonLeaseKey } from './dynamo-email-lease';
import { addressLimitKeys } from './dynamo-spam-store';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';

/** The mailbox of a stored address (shared mailboxOf: every plus-tag and Gmail spelling of it). */
const mailbox = (value: unknown): string => (typeof value === 'string' ? mailboxOf(value) : '');
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export class DynamoPersonBookings implements PersonBookings {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async byEmail(email: string): Promise<GdprIntroCall[]> {
    const wanted = mailboxOf(email);
    const found: GdprIntroCall[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      // Compared by mailbox here: a booking keeps the address as typed.
      const page = await this.doc.send(new ScanCommand({ TableName: this.table, ExclusiveStartKey: start, ConsistentRead: true }));
      for (const item of page.Items ?? []) {
        if (mailbox(item.email) !== wanted) continue;
        found.push({
          slot: text(item.slot),
          name: text(item.name),
          email: text(item.email),
          phone: text(item.phone),
          createdAt: text(item.createdAt),
          ...(item.attribution && typeof item.attribution === 'object' ? { attribution: item.attribution as VisitAttribution } : {}),
        });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return found;
  }

  async erase(slot: string, email: string): Promise<ErasedBooking | undefined> {
    try {
      // Only if the slot still holds this address: a new booking of the freed slot by someone else stays.
      const { Attributes: old = {} } = await this.doc.send(
        new DeleteCommand({
          TableName: this.table,
          Key: { slot },
          ConditionExpression: 'email = :email',
          ExpressionAttributeValues: { ':email': email },
          ReturnValues: 'ALL_OLD',
        }),
      );
      // A booking (key: its slot) or the kept copy of a cancelled one (key cancelled#{id}, with bookedSlot).
      return {
        id: text(old.id),
        bookedSlot: text(old.bookedSlot) || slot,
        ...(old.salesMail ? { salesMail: old.salesMail as IntroCallMailStep } : {}),
        ...(old.salesCancelMail ? { salesCancelMail: old.salesCancelMail as IntroCallMailStep } : {}),
      };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  async keepErased(notice: ErasedBookingNotice): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.table, Item: notice }));
  }

  async eraseAddressClaim(email: string): Promise<boolean> {
    const { Attributes } = await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { slot: addressKeyOf(email) }, ReturnValues: 'ALL_OLD' }));
    return Attributes !== undefined;
  }
}

export class DynamoAddressLeases implements AddressLeases {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** The CRM person lease and the spam protection's hourly counters of both forms (submit-request-handler.ts). */
  async eraseFor(email: string): Promise<number> {
    const keys = [crmPersonLeaseKey(email), ...addressLimitKeys(requestKinds, email)];
    const deleted = await Promise.all(
      keys.map(async (id) => (await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { id }, ReturnValues: 'ALL_OLD' }))).Attributes !== undefined),
    );
    return deleted.filter(Boolean).length;
  }
}

export const personBookingsFromEnv = (): DynamoPersonBookings => new DynamoPersonBookings(documentClient(), tableNameFor('intro_call_slots'));
export const addressLeasesFromEnv = (): DynamoAddressLeases => new DynamoAddressLeases(documentClient(), tableNameFor('idempotency'));
