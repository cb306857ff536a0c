import type { AttributeDefinition, CreateTableCommandInput, GlobalSecondaryIndex, KeySchemaElement } from '@aws-sdk/client-dynamodb';
import type { TableDefinition } from '../../src/tables';

/** The CreateTable input of one table definition (on-demand billing, like the CDK stack). */
export function createTableInput(table: TableDefinition): CreateTableCommandInput {
  const keys: KeySchemaElement[] = [{ AttributeName: table.partitionKey, KeyType: 'HASH' }];
  const attributes: AttributeDefinition[] = [{ AttributeName: table.partitionKey, AttributeType: 'S' }];
  if (table.sortKey) {
    keys.push({ AttributeName: table.sortKey, KeyType: 'RANGE' });
    attributes.push({ AttributeName: table.sortKey, AttributeType: 'S' });
  }
  const indexes: GlobalSecondaryIndex[] = (table.indexes ?? []).map((index) => {
    const indexKeys: KeySchemaElement[] = [{ AttributeName: index.partitionKey, KeyType: 'HASH' }];
    if (index.sortKey) indexKeys.push({ AttributeName: index.sortKey, KeyType: 'RANGE' });
    for (const name of [index.partitionKey, index.sortKey]) {
      if (name && !attributes.some((a) => a.AttributeName === name)) attributes.push({ AttributeName: name, AttributeType: 'S' });
    }
    return {
      IndexName: index.name,
      KeySchema: indexKeys,
      Projection:
        index.include === 'all'
          ? { ProjectionType: 'ALL' }
          : index.include
            ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.include] }
            : { ProjectionType: 'KEYS_ONLY' },
    };
  });
  // Locally the physical name is the logical name (TABLE_* env vars point at it).
  return {
    TableName: table.name,
    KeySchema: keys,
    AttributeDefinitions: attributes,
    BillingMode: 'PAY_PER_REQUEST',
    ...(indexes.length > 0 ? { GlobalSecondaryIndexes: indexes } : {}),
  };
}
