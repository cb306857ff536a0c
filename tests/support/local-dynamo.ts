/**
 * Test helper: an in-memory dynalite on a free port with the project's tables, and the environment
 * the handlers read (endpoint, region, credentials, TABLE_* names).
 */
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableEnvVar } from '@rufbereit/shared';
import { createTableInput } from '../../infra/local/dynamodb/table-input';
import { tableDefinitions } from '../../infra/src/tables';

export interface TestDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startTestDynamo(): Promise<TestDynamo> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
  const client = new DynamoDBClient({});
  for (const table of tableDefinitions) {
    const physicalName = `test_${table.name}`;
    process.env[tableEnvVar(table.name)] = physicalName;
    await client.send(new CreateTableCommand({ ...createTableInput(table), TableName: physicalName }));
  }
  client.destroy();

  return {
    endpoint,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
