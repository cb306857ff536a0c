/**
 * The dashboard's aggregates in DynamoDB (table request_stats): one item per Berlin day, partition
 * `scope` = 'daily', sort key `day` (YYYY-MM-DD), numeric counters added with ADD (atomic, no read
 * first). The dashboard reads 90 days with one Query: the request tables are never scanned.
 */
import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableNameFor } from '../config';
import type { RequestStatsStore, StatsDelta } from '../use-cases/request-stats';
import { documentClient } from './dynamodb-client';

export const DAILY_SCOPE = 'daily';

export class DynamoRequestStats implements RequestStatsStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: () => string,
  ) {}

  async add(day: string, delta: StatsDelta): Promise<void> {
    const entries = Object.entries(delta).filter(([, amount]) => amount !== 0);
    if (entries.length === 0) return;
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    const adds = entries.map(([name, amount], i) => {
      names[`#c${i}`] = name;
      values[`:a${i}`] = amount;
      return `#c${i} :a${i}`;
    });
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table(),
        Key: { scope: DAILY_SCOPE, day },
        UpdateExpression: `ADD ${adds.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  async days(first: string, last: string): Promise<Array<{ day: string; counters: Record<string, number> }>> {
    const result: Array<{ day: string; counters: Record<string, number> }> = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.table(),
          KeyConditionExpression: '#scope = :scope AND #day BETWEEN :first AND :last',
          ExpressionAttributeNames: { '#scope': 'scope', '#day': 'day' },
          ExpressionAttributeValues: { ':scope': DAILY_SCOPE, ':first': first, ':last': last },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        const counters: Record<string, number> = {};
        for (const [name, value] of Object.entries(item)) if (typeof value === 'number') counters[name] = value;
        result.push({ day: String(item.day), counters });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return result;
  }
}

/** The store on the table named by TABLE_REQUEST_STATS (read per call). */
export const requestStatsFromEnv = (): DynamoRequestStats => new DynamoRequestStats(documentClient(), () => tableNameFor('request_stats'));
