/**
 * The GDPR routes' view of the intro-call bookings and of the idempotency items keyed by an address.
 * Bookings have no index by e-mail: the table holds only the slots of the coming weeks (TTL 30 days
 * after the call), so a filtered scan reads a few hundred items at most.
 */
import { DeleteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GdprIntroCall } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type { AddressLeases, PersonBookings } from '../use-cases/gdpr';
import { crmPersonLeaseKey } from './dynamo-email-lease';
import { documentClient } from './dynamodb-client';

const isConditionFailure = (error: unknown): boolean => error instanceof Error && error.name === 'ConditionalCheckFailedException';
const lower = (value: unknown): string => (typeof value === 'string' ? value.trim().toLocaleLowerCase('de-DE') : '');
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export class DynamoPersonBookings implements PersonBookings {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async byEmail(email: string): Promise<GdprIntroCall[]> {
    const wanted = lower(email);
    const found: GdprIntroCall[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      // Compared in lower case here: a booking keeps the address as typed.
      const page = await this.doc.send(new ScanCommand({ TableName: this.table, ExclusiveStartKey: start, ConsistentRead: true }));
      for (const item of page.Items ?? []) {
        if (lower(item.email) !== wanted) continue;
        found.push({ slot: text(item.slot), name: text(item.name), email: text(item.email), phone: text(item.phone), createdAt: text(item.createdAt) });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return found;
  }

  async erase(slot: string, email: string): Promise<boolean> {
    try {
      // Only if the slot still holds this address: a new booking of the freed slot by someone else stays.
      await this.doc.send(
        new DeleteCommand({
          TableName: this.table,
          Key: { slot },
          ConditionExpression: 'email = :email',
          ExpressionAttributeValues: { ':email': email },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}

export class DynamoAddressLeases implements AddressLeases {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async eraseFor(email: string): Promise<number> {
    const { Attributes } = await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { id: crmPersonLeaseKey(email) }, ReturnValues: 'ALL_OLD' }));
    return Attributes ? 1 : 0;
  }
}

export const personBookingsFromEnv = (): DynamoPersonBookings => new DynamoPersonBookings(documentClient(), tableNameFor('intro_call_slots'));
export const addressLeasesFromEnv = (): DynamoAddressLeases => new DynamoAddressLeases(documentClient(), tableNameFor('idempotency'));
