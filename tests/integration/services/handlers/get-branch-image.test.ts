import '../../../../services/src/testing/quiet-logs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  apiMessages,
  apiPaths,
  branchImageMessages,
  tableEnvVar,
  unknownBranchMessage,
  type ApiErrorBody,
  type BranchImageConfigRecord,
  type BranchImageRecord,
} from '@rufbereit/shared';
import { apiEvent, lambdaContext, responseJson } from '../../../../services/src/testing/api-event';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { handler } from '../../../../services/src/handlers/get-branch-image';

/** Real DynamoDB API (in-process dynalite) behind the unchanged handler and adapter. */
let dynamo: TestDynamo;
let doc: DynamoDBDocumentClient;
const context = lambdaContext('get-branch-image');
const table = (name: 'branch_image_configs' | 'branch_images'): string => process.env[tableEnvVar(name)] ?? '';

const request = (branch?: string) => {
  const path = apiPaths.branchImage.replace('{branch}', branch ?? '');
  return handler(
    {
      ...apiEvent({ method: 'GET', path, headers: {} }),
      routeKey: `GET ${apiPaths.branchImage}`,
      ...(branch === undefined ? {} : { pathParameters: { branch } }),
    },
    context,
  );
};

const config = (branch_id: BranchImageConfigRecord['branch_id'], min_width = 800, min_height = 600) =>
  doc.send(new PutCommand({ TableName: table('branch_image_configs'), Item: { branch_id, min_width, min_height } }));

const image = (item: Partial<BranchImageRecord> & Pick<BranchImageRecord, 'image_id' | 'image_width' | 'image_height' | 'image_score'>) =>
  doc.send(
    new PutCommand({
      TableName: table('branch_images'),
      Item: {
        branch_id: 'tierarztpraxen',
        image_url: `/media/images/branches/${item.image_id}.jpg`,
        alt_text: `Bild ${item.image_id}`,
        ...item,
      },
    }),
  );

async function clear(name: 'branch_image_configs' | 'branch_images'): Promise<void> {
  const { Items = [] } = await doc.send(new ScanCommand({ TableName: table(name) }));
  for (const item of Items) {
    const Key = name === 'branch_images' ? { branch_id: item.branch_id, image_id: item.image_id } : { branch_id: item.branch_id };
    await doc.send(new DeleteCommand({ TableName: table(name), Key }));
  }
}

beforeAll(async () => {
  dynamo = await startTestDynamo();
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
});
afterAll(async () => {
  doc.destroy();
  await dynamo.stop();
});
beforeEach(async () => {
  await clear('branch_image_configs');
  await clear('branch_images');
});

describe('GET /api/branch-images/{branch}', () => {
  it('answers the highest-scored image that meets the minimum size, cacheable for 5 minutes', async () => {
    await config('tierarztpraxen', 800, 600);
    await image({ image_id: 'good', image_width: 1600, image_height: 1200, image_score: 0.7 });
    await image({ image_id: 'better', image_width: 1200, image_height: 900, image_score: 0.8, alt_text: 'Hund beim Tierarzt' });
    // Another branch's better image must not leak in.
    await image({ branch_id: 'zahnarztpraxen', image_id: 'other', image_width: 1600, image_height: 1200, image_score: 0.99 });

    const result = await request('tierarztpraxen');

    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' });
    expect(responseJson(result)).toEqual({
      image_url: '/media/images/branches/better.jpg',
      image_width: 1200,
      image_height: 900,
      alt_text: 'Hund beim Tierarzt',
      image_score: 0.8,
    });
  });

  it('ignores images below the minimum width or height even when they score higher; the minimum itself is enough', async () => {
    await config('tierarztpraxen', 800, 600);
    await image({ image_id: 'too-narrow', image_width: 799, image_height: 1200, image_score: 0.99 });
    await image({ image_id: 'too-low', image_width: 1600, image_height: 599, image_score: 0.98 });
    await image({ image_id: 'tiny', image_width: 640, image_height: 480, image_score: 0.97 });
    await image({ image_id: 'exact', image_width: 800, image_height: 600, image_score: 0.5 });

    const result = await request('tierarztpraxen');

    expect(result.statusCode).toBe(200);
    expect(responseJson(result)).toMatchObject({ image_url: '/media/images/branches/exact.jpg', image_score: 0.5 });
  });

  it('answers 404 "No image configuration found" for a branch without configuration', async () => {
    await image({ image_id: 'unused', image_width: 1600, image_height: 1200, image_score: 0.9 });

    const result = await request('tierarztpraxen');

    expect(result.statusCode).toBe(404);
    expect(responseJson(result)).toEqual({ message: branchImageMessages.noConfig } satisfies ApiErrorBody);
  });

  it('answers 404 "No suitable image found" when no image is large enough, or there is none', async () => {
    await config('tierarztpraxen', 800, 600);
    const none = await request('tierarztpraxen');
    expect(none.statusCode).toBe(404);
    expect(responseJson(none)).toEqual({ message: branchImageMessages.noSuitableImage });

    await image({ image_id: 'small', image_width: 640, image_height: 480, image_score: 0.99 });
    const tooSmall = await request('tierarztpraxen');
    expect(tooSmall.statusCode).toBe(404);
    expect(responseJson(tooSmall)).toEqual({ message: branchImageMessages.noSuitableImage });
  });

  it('answers 400 in German for an unknown or missing branch, without touching the tables', async () => {
    for (const branch of ['physiotherapie', 'TIERARZTPRAXEN', '', undefined]) {
      const result = await request(branch);
      expect(result.statusCode, String(branch)).toBe(400);
      expect(result.headers).toMatchObject({ 'cache-control': 'no-store' });
      expect(responseJson(result)).toEqual({ message: apiMessages.invalidInput, errors: { branch: unknownBranchMessage } });
    }
  });
});
