/**
 * Objects of the media bucket as the upload checks need them: size and first bytes, the whole file,
 * a server-side copy, deletion. Shared by the document and the audio uploads.
 * Env: MEDIA_BUCKET; locally AWS_ENDPOINT_URL_S3 + S3_FORCE_PATH_STYLE.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { ObjectChangedError } from '../use-cases/object-changed';
import { s3Client } from './s3-client';

/** Enough of a file for its type to show (file-type reads at most this much). */
export const HEAD_BYTES = 64 * 1024;

const isMissing = (error: unknown): boolean => error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * The object is gone or is no longer the one that was checked (412 of an ETag precondition):
 * something replaced or removed it during the check. The use cases refuse the upload then.
 */
export const isChangedObject = (error: unknown): boolean =>
  isMissing(error) ||
  (error instanceof Error && (error.name === 'PreconditionFailed' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412));

export class S3Objects {
  constructor(
    protected readonly bucket: string,
    protected readonly client: S3Client = s3Client(),
  ) {}

  /**
   * Size, ETag and the first bytes of an object; undefined when it is not there (or was replaced
   * between the two requests: the ranged read names the ETag, so size and bytes are of one object).
   * Whether it is there comes from a listing under its key (the functions may list only their
   * prefixes, `s3:prefix`): without a plain ListBucket grant, S3 answers a missing object's HEAD
   * with 403, not 404.
   */
  async inspect(key: string): Promise<{ size: number; head: Uint8Array; etag: string } | undefined> {
    try {
      // The key itself sorts before every longer key that starts with it.
      const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: key, MaxKeys: 1 }));
      const entry = listed.Contents?.find((object) => object.Key === key);
      if (!entry) return undefined;
      const size = entry.Size ?? 0;
      const etag = entry.ETag ?? '';
      if (size === 0) return { size, head: new Uint8Array(), etag };
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${Math.min(size, HEAD_BYTES) - 1}`, IfMatch: etag || undefined }),
      );
      return { size, head: (await object.Body?.transformToByteArray()) ?? new Uint8Array(), etag };
    } catch (error) {
      if (isChangedObject(error)) return undefined;
      throw error;
    }
  }

  /**
   * Whether an object is there, by listing only: the publishing routes may list the published prefix
   * but not read it (a HEAD or GET there would answer 403 on AWS).
   */
  async exists(key: string): Promise<boolean> {
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: key, MaxKeys: 1 }));
    return listed.Contents?.some((object) => object.Key === key) ?? false;
  }

  /** The whole object, only while it still has `etag` when one is given (callers check its size first). */
  async read(key: string, etag?: string): Promise<Uint8Array> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, IfMatch: etag || undefined }));
      return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    } catch (error) {
      if (isChangedObject(error)) throw new ObjectChangedError(key);
      throw error;
    }
  }

  /**
   * A server-side copy with the content type and cache lifetime the copy is served with. With
   * `etag`, S3 copies only while the source still has it (CopySourceIfMatch; 412 otherwise): the
   * copy holds exactly the bytes that were checked.
   */
  async copy(from: string, to: string, contentType: string, cacheControl: string, etag?: string): Promise<void> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          CopySourceIfMatch: etag || undefined,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    } catch (error) {
      if (isChangedObject(error)) throw new ObjectChangedError(from);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
