import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { repoRoot } from '../../src/paths';
import { tableDefinitions, type TableDefinition } from '../../src/tables';

/** `{table}.json` files, each a JSON array of items for the table of that name. */
export const DYNAMODB_SEED_DIR = path.join(repoRoot, 'infra/local/seed/dynamodb');

export interface SeedTablesOptions {
  seedDir?: string;
  /** Physical name of a table; locally it is the logical name (see dynamodb.ts). */
  tableName?: (table: TableDefinition['name']) => string;
}

export interface SeededTable {
  table: string;
  items: number;
}

type Item = Record<string, unknown>;

/** Every item must carry its table's keys as strings, or the put would fail with a less helpful error. */
function parseItems(file: string, text: string, definition: TableDefinition): Item[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of items`);
  const keys = [definition.partitionKey, ...(definition.sortKey ? [definition.sortKey] : [])];
  return data.map((item: unknown, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw new Error(`${file}[${index}]: not an object`);
    for (const key of keys) {
      if (typeof (item as Item)[key] !== 'string') throw new Error(`${file}[${index}]: key attribute ${key} missing or not a string`);
    }
    return item as Item;
  });
}

/**
 * Puts every item of infra/local/seed/dynamodb/{table}.json into that table. Plain puts, so running
 * it on every start is idempotent: seed items are restored to their file state, other items stay.
 * The tables must exist (ensureTables). A file named after no table is an error, not silently skipped.
 */
export async function seedTables(client: DynamoDBClient, options: SeedTablesOptions = {}): Promise<SeededTable[]> {
  const seedDir = options.seedDir ?? DYNAMODB_SEED_DIR;
  const tableName = options.tableName ?? ((table) => table);
  const files = (await readdir(seedDir)).filter((f) => f.endsWith('.json')).sort();
  // from() wraps the caller's client without taking it over: the caller destroys it.
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });

  const seeded: SeededTable[] = [];
  for (const file of files) {
    const logical = path.basename(file, '.json');
    const definition = tableDefinitions.find((t) => t.name === logical);
    if (!definition) throw new Error(`${file}: no table named ${logical} in infra/src/tables.ts`);
    const items = parseItems(file, await readFile(path.join(seedDir, file), 'utf8'), definition);
    const table = tableName(definition.name);
    await Promise.all(items.map((Item) => doc.send(new PutCommand({ TableName: table, Item }))));
    seeded.push({ table, items: items.length });
  }
  return seeded;
}
