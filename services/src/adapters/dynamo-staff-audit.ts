/** The staff audit log in DynamoDB: one partition, sort key `{at}#{id}`, read newest first by Query. */
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AUDIT_PARTITION, type AuditEntry } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import { entryKeyOf, type StaffAuditLog } from '../use-cases/staff-audit';
import { documentClient } from './dynamodb-client';

export class DynamoStaffAuditLog implements StaffAuditLog {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: () => string = () => tableNameFor('staff_audit'),
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.table(), Item: { log: AUDIT_PARTITION, entryKey: entryKeyOf(entry), ...entry }, ConditionExpression: 'attribute_not_exists(entryKey)' }),
    );
  }

  async page(size: number, after?: string): Promise<{ items: AuditEntry[]; nextKey?: string }> {
    const result = await this.doc.send(
      new QueryCommand({
        TableName: this.table(),
        KeyConditionExpression: '#log = :log',
        ExpressionAttributeNames: { '#log': 'log' },
        ExpressionAttributeValues: { ':log': AUDIT_PARTITION },
        ScanIndexForward: false,
        Limit: size,
        ...(after ? { ExclusiveStartKey: { log: AUDIT_PARTITION, entryKey: after } } : {}),
      }),
    );
    const items = (result.Items ?? []).map(({ log: _log, entryKey: _key, ...entry }) => entry as AuditEntry);
    const last = result.LastEvaluatedKey?.entryKey;
    return { items, ...(typeof last === 'string' ? { nextKey: last } : {}) };
  }
}

export const staffAuditLogFromEnv = (): DynamoStaffAuditLog => new DynamoStaffAuditLog(documentClient());

/** Writes the entry of an action that has succeeded (the caller's e-mail as `by`). */
export const recordAudit = (entry: AuditEntry): Promise<void> => staffAuditLogFromEnv().record(entry);
