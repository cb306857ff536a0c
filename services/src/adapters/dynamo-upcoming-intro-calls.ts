/**
 * The booked intro calls among given slots (not the slots staff blocked), with the visitor's details,
 * for the dashboard: read by key (BatchGetItem) from the intro-call slots table, never a scan.
 */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DashboardBody } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import { isBlockItem } from '../use-cases/intro-call-staff';
import { documentClient } from './dynamodb-client';

type UpcomingCall = DashboardBody['upcomingIntroCalls'][number];
/** BatchGetItem takes at most 100 keys. */
const BATCH_GET_LIMIT = 100;
const MAX_UNPROCESSED_ROUNDS = 5;

export async function bookedAmong(doc: DynamoDBDocumentClient, table: string, slots: readonly string[]): Promise<UpcomingCall[]> {
  const calls: UpcomingCall[] = [];
  for (let start = 0; start < slots.length; start += BATCH_GET_LIMIT) {
    let keys: Record<string, unknown>[] = slots.slice(start, start + BATCH_GET_LIMIT).map((slot) => ({ slot }));
    for (let round = 0; keys.length > 0; round++) {
      if (round === MAX_UNPROCESSED_ROUNDS) throw new Error('DynamoDB kept keys of a BatchGetItem unprocessed');
      const { Responses, UnprocessedKeys } = await doc.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: { Keys: keys, ProjectionExpression: 'slot, #name, email, phone, contactId, blockedAt', ExpressionAttributeNames: { '#name': 'name' } },
          },
        }),
      );
      // A slot staff blocked (holiday, absence) holds no call.
      for (const item of (Responses?.[table] ?? []).filter((found) => !isBlockItem(found))) {
        calls.push({
          slot: String(item.slot),
          name: String(item.name ?? ''),
          email: String(item.email ?? ''),
          phone: String(item.phone ?? ''),
          ...(typeof item.contactId === 'string' ? { contactId: item.contactId } : {}),
        });
      }
      keys = UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return calls.sort((a, b) => a.slot.localeCompare(b.slot));
}

export const upcomingIntroCallsFromEnv = () => (slots: readonly string[]) => bookedAmong(documentClient(), tableNameFor('intro_call_slots'), slots);
