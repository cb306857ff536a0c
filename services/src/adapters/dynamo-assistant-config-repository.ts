/**
 * Assistant configurations in DynamoDB (table assistant_configurations, partition key user_id).
 * The config is written with a version condition; documents are appended and removed in place, so
 * a document upload never overwrites a config save or the other way round.
 */
import { GetCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AssistantConfig } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type { AssistantConfigRepository, StoredAssistantConfig } from '../use-cases/assistant-config';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';


export class DynamoAssistantConfigRepository implements AssistantConfigRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(userId: string): Promise<StoredAssistantConfig | undefined> {
    const result = await this.doc.send(new GetCommand({ TableName: this.table, Key: { user_id: userId }, ConsistentRead: true }));
    return result.Item as StoredAssistantConfig | undefined;
  }

  async saveIfVersion(userId: string, config: AssistantConfig, expectedVersion: number, updatedAt: string): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { user_id: userId },
          UpdateExpression: 'SET config = :config, version = :next, updated_at = :at',
          ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(version)' : 'version = :expected',
          ExpressionAttributeValues: {
            ':config': config,
            ':next': expectedVersion + 1,
            ':at': updatedAt,
            ...(expectedVersion === 0 ? {} : { ':expected': expectedVersion }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async removeDocument(userId: string, documentId: string): Promise<boolean> {
    const index = (await this.get(userId))?.documents?.findIndex((d) => d.id === documentId) ?? -1;
    if (index < 0) return false;
    try {
      // The condition makes sure the list did not shift since it was read.
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { user_id: userId },
          UpdateExpression: `REMOVE documents[${index}]`,
          ConditionExpression: `documents[${index}].id = :id`,
          ExpressionAttributeValues: { ':id': documentId },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return this.removeDocument(userId, documentId);
      throw error;
    }
  }

  async page(limit: number, afterUserId?: string): Promise<{ items: StoredAssistantConfig[]; lastUserId?: string }> {
    // One Scan page (no filter, so `Limit` items come back unless 1 MB is reached first); the table's
    // order is stable, so the last key continues exactly where this page ended.
    const page = await this.doc.send(
      new ScanCommand({ TableName: this.table, Limit: limit, ...(afterUserId ? { ExclusiveStartKey: { user_id: afterUserId } } : {}) }),
    );
    const last = page.LastEvaluatedKey?.user_id;
    return { items: (page.Items ?? []) as StoredAssistantConfig[], ...(typeof last === 'string' ? { lastUserId: last } : {}) };
  }

}

export const assistantConfigRepositoryFromEnv = (): AssistantConfigRepository =>
  new DynamoAssistantConfigRepository(documentClient(), tableNameFor('assistant_configurations'));
