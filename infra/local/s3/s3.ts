import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { PortInUseError, localUrl } from '../core/http-util';
import { makeStoreAtomic, type FilesystemStoreLike } from './s3-atomic-store';
import { etagPreconditions } from './s3-preconditions';
import { presignedPostPolicy } from './s3-post-policy';
import { LOCAL_CREDENTIALS, LOCAL_HOST, MEDIA_BUCKET } from '../core/ports';

// The client lives in s3-client.ts, not here: the processes that only read the bucket never load s3rver,
// and the S3 process itself never loads the SDK's S3 client (~0.3 s of CPU per environment start).

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * CORS of the media bucket: the browser POSTs presigned uploads straight to the bucket (the CDK
 * stack allows the site origins; locally the site runs on any port, so any origin).
 */
const mediaCors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver with its files under `directory`; the media bucket exists from the start. */
export async function startS3(directory: string, port: number): Promise<LocalS3> {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: LOCAL_HOST,
    port,
    directory,
    silent: true,
    // Path-style only: `media.127.0.0.1` cannot resolve.
    vhostBuckets: false,
    configureBuckets: [{ name: MEDIA_BUCKET, configs: [mediaCors] }],
  });
  // Objects replaced as one unit, as on S3 (s3-atomic-store.ts); first in the chain: the ETag
  // preconditions s3rver ignores (s3-preconditions.ts), checked under the same object locks.
  const locks = makeStoreAtomic(server.store as unknown as FilesystemStoreLike);
  server.middleware.unshift(etagPreconditions(server.store, locks) as (typeof server.middleware)[number]);
  // A browser upload must hold to its presigned POST's policy, as on S3 (s3-post-policy.ts).
  server.middleware.unshift(presignedPostPolicy(LOCAL_CREDENTIALS) as (typeof server.middleware)[number]);
  try {
    await server.run();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError('S3 (s3rver)', port);
    throw error;
  }
  return {
    endpoint: localUrl(port),
    stop: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}
