/**
 * Test helper for handler tests with aws-sdk-client-mock: a DynamoDB table emulated in a Map behind
 * the DocumentClient mock (conditional put, get, the markEventPublished update) and an EventBridge
 * mock, both writing to one ordered call log.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

export function mockRequestStore() {
  const items = new Map<string, Record<string, unknown>>();
  const calls: string[] = [];
  const ddb = mockClient(DynamoDBDocumentClient);
  const events = mockClient(EventBridgeClient);
  const key = (table: string | undefined, id: unknown) => `${table ?? ''}/${String(id)}`;

  const reset = () => {
    items.clear();
    calls.length = 0;
    ddb.reset();
    events.reset();
    ddb.on(PutCommand).callsFake((input: PutCommand['input']) => {
      calls.push(`put ${input.TableName}`);
      const k = key(input.TableName, input.Item?.id);
      if (input.ConditionExpression === 'attribute_not_exists(id)' && items.has(k)) {
        throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
      }
      items.set(k, structuredClone(input.Item ?? {}));
      return {};
    });
    ddb.on(GetCommand).callsFake((input: GetCommand['input']) => {
      calls.push(`get ${input.TableName}`);
      const item = items.get(key(input.TableName, input.Key?.id));
      return item ? { Item: structuredClone(item) } : {};
    });
    ddb.on(UpdateCommand).callsFake((input: UpdateCommand['input']) => {
      calls.push(`update ${input.TableName} ${input.UpdateExpression}`);
      const item = items.get(key(input.TableName, input.Key?.id));
      if (!item) throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
      if (input.UpdateExpression === 'SET eventPublished = :true REMOVE unpublished') {
        item.eventPublished = true;
        delete item.unpublished;
      }
      if (input.UpdateExpression === 'REMOVE publishClaimedUntil') delete item.publishClaimedUntil;
      if (input.UpdateExpression === 'SET publishClaimedUntil = :until') {
        const values = input.ExpressionAttributeValues ?? {};
        const claimed = item.publishClaimedUntil;
        if (item.eventPublished !== false || (typeof claimed === 'string' && claimed >= String(values[':now']))) {
          throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
        }
        item.publishClaimedUntil = values[':until'];
      }
      return {};
    });
    events.on(PutEventsCommand).callsFake((input: PutEventsCommand['input']) => {
      calls.push(`putEvents ${input.Entries?.[0]?.DetailType}`);
      return { FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] };
    });
  };
  reset();
  return { items, calls, ddb, events, reset };
}
