import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PENDING_AUDIO_PREFIX } from '@rufbereit/shared';

export interface MediaProps {
  /** Origins of the site, whose pages upload audio with presigned POSTs straight to the bucket. */
  siteOrigins: string[];
  accessLogsBucket: IBucket;
}

/**
 * Private bucket for the demo recordings. Nobody reads it directly: CloudFront serves it under
 * `/media/*` (Origin Access Control) and uploads arrive through short-lived presigned POSTs.
 */
export class Media extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'AudioBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Versioning keeps a recording that was overwritten or deleted by mistake for 30 days.
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // An audio upload nobody completed (the browser closed before the check) is never published: gone after a day.
        { prefix: PENDING_AUDIO_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: props.siteOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'media-bucket/',
      // Kept in every stage: a versioned bucket with the seed media and uploads cannot be deleted
      // by CloudFormation anyway (it is never empty), so deleting a dev stack leaves it behind.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
