/**
 * Objects of the media bucket as the upload checks need them: size and first bytes, the whole file,
 * a server-side copy, deletion. Shared by the document and the audio uploads.
 * Env: MEDIA_BUCKET; locally AWS_ENDPOINT_URL_S3 + S3_FORCE_PATH_STYLE.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { s3Client } from './s3-client';

/** Enough of a file for its type to show (file-type reads at most this much). */
export const HEAD_BYTES = 64 * 1024;

const isMissing = (error: unknown): boolean => error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

export class S3Objects {
  constructor(
    protected readonly bucket: string,
    protected readonly client: S3Client = s3Client(),
  ) {}

  /**
   * Size and the first bytes of an object; undefined when it is not there. Whether it is there comes
   * from a listing under its key (the functions may list only their prefixes, `s3:prefix`): without
   * a plain ListBucket grant, S3 answers a missing object's HEAD with 403, not 404.
   */
  async inspect(key: string): Promise<{ size: number; head: Uint8Array } | undefined> {
    try {
      // The key itself sorts before every longer key that starts with it.
      const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: key, MaxKeys: 1 }));
      const entry = listed.Contents?.find((object) => object.Key === key);
      if (!entry) return undefined;
      const size = entry.Size ?? 0;
      if (size === 0) return { size, head: new Uint8Array() };
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${Math.min(size, HEAD_BYTES) - 1}` }));
      return { size, head: (await object.Body?.transformToByteArray()) ?? new Uint8Array() };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** The whole object (callers check its size first). */
  async read(key: string): Promise<Uint8Array> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  }

  /** A server-side copy with the content type and cache lifetime the copy is served with. */
  async copy(from: string, to: string, contentType: string, cacheControl: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
