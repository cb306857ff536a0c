import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { MEDIA_BUCKET } from '../core/ports';
import { startS3, type LocalS3 } from './s3';
import { localS3Client } from './s3-client';

/** The local S3 honours the ETag preconditions the upload check relies on, as S3 does. */
let s3: LocalS3;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3(await mkdtemp(path.join(tmpdir(), 'rufbereit-s3-')), 20990 + Number(process.env.TEST_PORT_SHIFT ?? 0));
  client = localS3Client(s3.endpoint);
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

const put = async (key: string, body: string): Promise<string> =>
  (await client.send(new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: key, Body: body }))).ETag ?? '';

describe('local S3 ETag preconditions', () => {
  it('copies only while the source still has the ETag named in CopySourceIfMatch', async () => {
    const checked = await put('private/x/a b.mp3', 'checked bytes');
    await client.send(new CopyObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'media/x/1.mp3', CopySource: `${MEDIA_BUCKET}/private/x/a%20b.mp3`, CopySourceIfMatch: checked }));
    await put('private/x/a b.mp3', 'swapped bytes');
    const refused = client.send(new CopyObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'media/x/2.mp3', CopySource: `${MEDIA_BUCKET}/private/x/a%20b.mp3`, CopySourceIfMatch: checked }));
    await expect(refused).rejects.toMatchObject({ name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
    await expect(client.send(new HeadObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'media/x/2.mp3' }))).rejects.toMatchObject({ name: 'NotFound' });
    const copied = await client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'media/x/1.mp3' }));
    expect(await copied.Body?.transformToString()).toBe('checked bytes');
  });

  it('reads only the object with the ETag named in If-Match', async () => {
    const first = await put('private/y/doc', 'one');
    await put('private/y/doc', 'two');
    await expect(client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'private/y/doc', IfMatch: first }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 412 } });
    const current = (await client.send(new HeadObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'private/y/doc' }))).ETag;
    const read = await client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: 'private/y/doc', IfMatch: current, Range: 'bytes=0-1' }));
    expect(await read.Body?.transformToString()).toBe('tw');
  });
});
