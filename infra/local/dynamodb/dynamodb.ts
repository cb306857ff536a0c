import { mkdir } from 'node:fs/promises';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { tableDefinitions } from '../../src/tables';
import { firstMessage, stopLocalProcess } from '../core/child-process';
import { PortInUseError, localUrl } from '../core/http-util';
import { createTableInput } from './table-input';
import { migrateRequestTables } from './inbox-migration';
import { seedTables, type SeededTable } from './seed-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION } from '../core/ports';

export interface LocalDynamo {
  endpoint: string;
  /**
   * The same tables for the background (event targets, scheduled handlers, the expiry sweep), served
   * after the API's requests, so their backlog never sits in front of them in dynalite's one queue
   * (on AWS they are served side by side).
   */
  backgroundEndpoint: string;
  stop(): Promise<void>;
}

/**
 * The background's turn (background-gate.mjs): its requests enter dynalite while no API request is
 * inside, at most `slots` at once; one that has waited `maxWaitMs` enters anyway, so a steady stream
 * of API requests delays the event targets but never holds them up into their 30 s Lambda timeout.
 */
export const DYNAMO_BACKGROUND = { slots: 4, maxWaitMs: 2_000 };

/**
 * Where dynalite keeps its tables:
 * - `disk`: LevelDB under the data directory, so the data survives restarts (`npm start`'s default);
 * - `memory`: memory-level, gone when the process ends, for environments that start on fresh data anyway
 *   (the test environments, benchmarks). No LevelDB writes and reads: ~20 % less CPU per request
 *   (a put or a get 0.50–0.52 → 0.42 ms of dynalite's CPU, measured 2026-11-28).
 */
export type DynamoStorage = 'disk' | 'memory';

/**
 * dynalite with its `storage` (on disk under `directory`, or in memory), in a child process of its own
 * (dynalite-process.mjs): under load its work would otherwise queue behind the API's requests on one
 * event loop (the load requirement: form posts at 50/s, p99 < 100 ms).
 */
export async function startDynamo(
  storage: DynamoStorage,
  directory: string,
  port: number,
  backgroundPort: number,
  background = DYNAMO_BACKGROUND,
): Promise<LocalDynamo> {
  if (storage === 'disk') await mkdir(directory, { recursive: true });
  const args = [String(port), LOCAL_HOST, storage, directory, String(backgroundPort), String(background.slots), String(background.maxWaitMs)];
  const child = fork(fileURLToPath(new URL('./dynalite-process.mjs', import.meta.url)), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Plain Node: the entry is JavaScript, and tsx's loader would only slow its start.
    execArgv: [],
  });
  const message = await firstMessage<{ ready?: boolean; error?: string; port?: number }>(child, 'dynalite');
  if (!message.ready) throw message.error === 'EADDRINUSE' ? new PortInUseError('DynamoDB (dynalite)', message.port ?? port) : new Error(`dynalite: ${message.error}`);
  return { endpoint: localUrl(port), backgroundEndpoint: localUrl(backgroundPort), stop: () => stopLocalProcess(child, 5_000) };
}

/** Creates every table of infra/src/tables.ts that does not exist yet. Returns the names it created. */
export async function ensureTables(endpoint: string): Promise<string[]> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
    const missing = tableDefinitions.filter((t) => !existing.has(t.name));
    await Promise.all(missing.map((t) => client.send(new CreateTableCommand(createTableInput(t)))));
    return missing.map((t) => t.name);
  } finally {
    client.destroy();
  }
}

/** ensureTables, then the seed items of infra/local/seed/dynamodb (seed-dynamodb.ts). */
export async function prepareTables(endpoint: string): Promise<{ created: string[]; seeded: SeededTable[]; migrated: string[] }> {
  const created = await ensureTables(endpoint);
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    // Data from before the inbox: indexes and inbox attributes (inbox-migration.ts).
    const migrated = await migrateRequestTables(client);
    return { created, seeded: await seedTables(client), migrated };
  } finally {
    client.destroy();
  }
}
