/**
 * AWS SDK v3 clients, created on first use and reused across invocations of a warm Lambda.
 * Region and endpoints come from the SDK's standard environment variables (AWS_REGION,
 * AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_EVENTBRIDGE, AWS_ENDPOINT_URL_SES — read natively by
 * the installed SDK, so the same code talks to AWS or to the local stand-ins).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

function lazy<T>(create: () => T): () => T {
  let instance: T | undefined;
  return () => (instance ??= create());
}

export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    // Optional fields (e.g. crm.lastError) are simply absent instead of an error.
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export const eventBridgeClient = lazy(() => new EventBridgeClient({}));

export const sesClient = lazy(() => new SESClient({}));
