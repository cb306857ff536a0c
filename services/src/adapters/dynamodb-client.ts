import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { lazy } from './lazy';

export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    // Optional fields (e.g. crm.lastError) are simply absent instead of an error.
    marshallOptions: { removeUndefinedValues: true },
  }),
);
