/** Demo tracks in DynamoDB (table demo_tracks, partition key id). */
import { paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DemoTrackRecord } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type { DemoTrackRepository } from '../use-cases/demo-tracks';
import { documentClient } from './dynamodb-client';

export class DynamoDemoTrackRepository implements DemoTrackRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async listAll(): Promise<DemoTrackRecord[]> {
    // Tens of tracks at most, and the answer is cached: a paged Scan is the right tool.
    const tracks: DemoTrackRecord[] = [];
    for await (const page of paginateScan({ client: this.doc }, { TableName: this.table })) {
      // Items are written by the seed (and later the admin API) in exactly this shape.
      tracks.push(...((page.Items ?? []) as DemoTrackRecord[]));
    }
    return tracks;
  }
}

export const demoTrackRepositoryFromEnv = (): DemoTrackRepository =>
  new DynamoDemoTrackRepository(documentClient(), tableNameFor('demo_tracks'));
