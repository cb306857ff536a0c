/**
 * The live inbox's reads on the creation-time index (`inbox` + `createdKey` = `{createdAt}#{id}`):
 * a keys-only count of what sorts after the given time, and the newest key. Neither reads a row.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { INBOX_PARTITION, inboxIndexes, type RequestKind } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type { InboxNewsReader } from '../use-cases/inbox-news';
import { kindDefinitions } from '../use-cases/request-kinds';
import { documentClient } from './dynamodb-client';

export class DynamoInboxNews implements InboxNewsReader {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableFor: (kind: RequestKind) => string,
  ) {}

  async countSince(kind: RequestKind, since: string, max: number): Promise<number> {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableFor(kind),
          IndexName: inboxIndexes.byCreatedAt.name,
          // After every `{since}#{id}`: strictly later than `since` (the client passes the newest
          // creation time it was told, which must not count itself).
          KeyConditionExpression: '#inbox = :inbox AND #created > :since',
          ExpressionAttributeNames: { '#inbox': 'inbox', '#created': 'createdKey' },
          ExpressionAttributeValues: { ':inbox': INBOX_PARTITION, ':since': `${since}#\uffff` },
          Select: 'COUNT',
          Limit: max + 1 - count,
          ExclusiveStartKey: start,
        }),
      );
      count += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start && count <= max);
    return count;
  }

  async newestCreatedAt(kind: RequestKind): Promise<string | undefined> {
    const { Items = [] } = await this.doc.send(
      new QueryCommand({
        TableName: this.tableFor(kind),
        IndexName: inboxIndexes.byCreatedAt.name,
        KeyConditionExpression: '#inbox = :inbox',
        ExpressionAttributeNames: { '#inbox': 'inbox', '#created': 'createdKey' },
        ExpressionAttributeValues: { ':inbox': INBOX_PARTITION },
        ProjectionExpression: '#created',
        ScanIndexForward: false,
        Limit: 1,
      }),
    );
    const key = Items[0]?.createdKey;
    return typeof key === 'string' ? key.slice(0, key.indexOf('#')) : undefined;
  }
}

export const inboxNewsFromEnv = (): DynamoInboxNews => new DynamoInboxNews(documentClient(), (kind) => tableNameFor(kindDefinitions[kind].table));
