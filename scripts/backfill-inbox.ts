/**
 * `npx tsx scripts/backfill-inbox.ts --contacts-table NAME --demo-requests-table NAME [--region R]`
 *
 * Requests stored before the requests inbox lack its attributes (index keys, search text, expiry),
 * so they do not show in /admin/contacts. Run this once against the deployed tables (their physical
 * names are in the DynamoDB console or the stack's resources); it only adds what is missing and can run
 * again. Credentials come from the usual AWS sources. Locally `npm start` does the same by itself.
 */
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { backfillInboxAttributes } from '../infra/local/dynamodb/inbox-migration';

const { values } = parseArgs({
  options: {
    'contacts-table': { type: 'string' },
    'demo-requests-table': { type: 'string' },
    region: { type: 'string', default: process.env.AWS_REGION ?? 'eu-central-1' },
  },
});
const tables = [values['contacts-table'], values['demo-requests-table']].filter((t): t is string => Boolean(t));
if (tables.length === 0) {
  console.error('Usage: npx tsx scripts/backfill-inbox.ts --contacts-table NAME --demo-requests-table NAME [--region eu-central-1]');
  process.exit(2);
}
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: values.region }));
try {
  for (const table of tables) console.log(`${table}: ${await backfillInboxAttributes(doc, table)} request(s) added to the inbox`);
} finally {
  doc.destroy();
}
