/** Demo tracks in DynamoDB (table demo_tracks, partition key id). */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DemoTrackRecord } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type { DemoTrackStore } from '../use-cases/demo-tracks';
import type { DemoTrackOrderStore } from '../use-cases/demo-track-order';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';

/** An edit's write tried again at the track's new position (reorders do not follow each other faster). */
const PUT_ATTEMPTS = 3;

export class DynamoDemoTrackRepository implements DemoTrackStore, DemoTrackOrderStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async listAll(): Promise<DemoTrackRecord[]> {
    // Tens of tracks at most, and the answer is cached: a paged Scan is the right tool. Consistent: a
    // reorder checks the order's version against it, and an admin sees their change at once.
    const tracks: DemoTrackRecord[] = [];
    for await (const page of paginateScan({ client: this.doc }, { TableName: this.table, ConsistentRead: true })) {
      // Items are written by the seed and the admin API in exactly this shape.
      tracks.push(...((page.Items ?? []) as DemoTrackRecord[]));
    }
    return tracks;
  }

  async get(id: string): Promise<DemoTrackRecord | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { id } }));
    return Item as DemoTrackRecord | undefined;
  }

  /**
   * Stores an edited track at the position the table has: a reorder may move it between the edit's
   * read and this write (use-cases/demo-track-order.ts), and an edit must not put it back.
   */
  async put(record: DemoTrackRecord): Promise<void> {
    let position = record.sort_order;
    for (let attempt = 0; attempt < PUT_ATTEMPTS; attempt++) {
      try {
        await this.doc.send(
          new PutCommand({
            TableName: this.table,
            Item: { ...record, sort_order: position },
            ConditionExpression: 'attribute_not_exists(id) OR sort_order = :position',
            ExpressionAttributeValues: { ':position': position },
          }),
        );
        return;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { Item } = await this.doc.send(new GetCommand({ TableName: this.table, Key: { id: record.id }, ConsistentRead: true }));
        position = typeof Item?.sort_order === 'number' ? Item.sort_order : record.sort_order;
      }
    }
    throw new Error(`Demo track ${record.id} kept moving while it was saved`);
  }

  async putNew(record: DemoTrackRecord): Promise<boolean> {
    try {
      await this.doc.send(new PutCommand({ TableName: this.table, Item: record, ConditionExpression: 'attribute_not_exists(id)' }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async move(id: string, from: number, to: number): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: 'SET sort_order = :to',
          ConditionExpression: 'attribute_exists(id) AND sort_order = :from',
          ExpressionAttributeValues: { ':from': from, ':to': to },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { id } }));
  }
}

export const demoTrackRepositoryFromEnv = (): DynamoDemoTrackRepository => new DynamoDemoTrackRepository(documentClient(), tableNameFor('demo_tracks'));
