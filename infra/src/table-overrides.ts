import type { Node } from 'constructs';
import { tableNames, type TableName } from '@rufbereit/shared';
import { StackConfigError } from './errors';

/** `-c tableOverrides=contacts=contacts-restored-1127,demo_requests=…`: the functions use these tables instead. */
export const TABLE_OVERRIDES_CONTEXT_KEY = 'tableOverrides';

/** DynamoDB's table name rule. */
const TABLE_NAME = /^[A-Za-z0-9_.-]{3,255}$/;
const isTableName = (value: string): value is TableName => (tableNames as readonly string[]).includes(value);

/**
 * The tables a deployment points the functions at instead of the stack's own (a point-in-time
 * restore creates a new table; docs/operations.md "Restoring a table"). Given as a JSON object
 * (cdk.json) or as `name=physicalName` pairs separated by commas (`-c`).
 */
export function readTableOverrides(node: Node): Partial<Record<TableName, string>> {
  const value: unknown = node.tryGetContext(TABLE_OVERRIDES_CONTEXT_KEY);
  if (value === undefined || value === null || value === '') return {};
  const pairs: Array<[string, unknown]> =
    typeof value === 'string'
      ? value.split(',').filter((p) => p.trim()).map((pair) => {
          const [name = '', physical = ''] = pair.split('=').map((part) => part.trim());
          return [name, physical];
        })
      : typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value)
        : [];
  if (pairs.length === 0) throw new StackConfigError(`Context "${TABLE_OVERRIDES_CONTEXT_KEY}" must be name=physicalName pairs, e.g. contacts=contacts-restored.`);
  const overrides: Partial<Record<TableName, string>> = {};
  for (const [name, physical] of pairs) {
    if (!isTableName(name)) throw new StackConfigError(`Context "${TABLE_OVERRIDES_CONTEXT_KEY}": "${name}" is none of the tables (${tableNames.join(', ')}).`);
    if (typeof physical !== 'string' || !TABLE_NAME.test(physical)) {
      throw new StackConfigError(`Context "${TABLE_OVERRIDES_CONTEXT_KEY}": "${String(physical)}" is not a DynamoDB table name (for ${name}).`);
    }
    overrides[name] = physical;
  }
  return overrides;
}
