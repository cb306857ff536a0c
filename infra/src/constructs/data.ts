import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableNames, type TableName } from '@rufbereit/shared';
import { pascalCase } from '../naming';
import { readStageSettings } from '../stage';
import { tableDefinitions } from '../tables';
import { readTableOverrides } from '../table-overrides';

/**
 * The DynamoDB tables, one per entry of `tableDefinitions` (shared with the local environment).
 * They hold what visitors sent, so in production they survive a stack deletion (stage.ts), and
 * they can be restored to any second of the last 35 days.
 *
 * `tables` is what the functions use: the stack's own table, or the table the `tableOverrides`
 * context names instead (table-overrides.ts: a point-in-time restore makes a table with a new name;
 * one deployment points every grant, variable and seed at it, docs/operations.md "Restoring a table").
 * `ownedTables` are the stack's own, kept in the template either way.
 */
export class Data extends Construct {
  readonly tables: Readonly<Record<TableName, ITable>>;
  readonly ownedTables: Readonly<Record<TableName, Table>>;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    const { dataRemovalPolicy, deletionProtection } = readStageSettings(this.node);
    const tables = new Map<TableName, Table>();
    for (const def of tableDefinitions) {
      const table = new Table(this, pascalCase(def.name), {
        partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
        sortKey: def.sortKey ? { name: def.sortKey, type: AttributeType.STRING } : undefined,
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: TableEncryption.AWS_MANAGED,
        timeToLiveAttribute: def.timeToLiveAttribute,
        deletionProtection,
        removalPolicy: dataRemovalPolicy,
      });
      for (const index of def.indexes ?? []) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: index.sortKey ? { name: index.sortKey, type: AttributeType.STRING } : undefined,
          projectionType: index.include === 'all' ? ProjectionType.ALL : index.include ? ProjectionType.INCLUDE : ProjectionType.KEYS_ONLY,
          nonKeyAttributes: Array.isArray(index.include) ? [...index.include] : undefined,
        });
      }
      tables.set(def.name, table);
    }
    this.ownedTables = Object.fromEntries(
      tableNames.map((name) => {
        const table = tables.get(name);
        if (!table) throw new Error(`tableDefinitions has no entry for table "${name}".`);
        return [name, table];
      }),
      // Every TableName was checked above, so the entries cover the whole record type.
    ) as Record<TableName, Table>;
    const overrides = readTableOverrides(this.node);
    this.tables = Object.fromEntries(
      tableNames.map((name) => {
        const restored = overrides[name];
        return [name, restored ? Table.fromTableName(this, `${pascalCase(name)}Restored`, restored) : this.ownedTables[name]];
      }),
    ) as Record<TableName, ITable>;
  }
}
