import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { MEDIA_KEY_PREFIX, SEED_MEDIA_CACHE_CONTROL, type TableName } from '@rufbereit/shared';
import { pascalCase } from '../naming';
import { repoRoot } from '../paths';
import { readStageSettings } from '../stage';
import { toItem } from '../attribute-value';
import { sdkCallResource } from './sdk-call';

export interface SeedProps {
  /** `{table}.json` files (JSON arrays of items), as `npm start` seeds them locally. */
  dynamoSeedDir: string;
  /** Uploaded under `media/` of the media bucket (demo recordings, branch images). */
  mediaSeedDir: string;
  /** Where the WebP variants of the seed images are generated (and cached) at synth. */
  mediaVariantsDir: string;
  tables: Readonly<Record<TableName, ITable>>;
  mediaBucket: IBucket;
}

/** BatchWriteItem takes at most 25 items. */
const BATCH_SIZE = 25;

/**
 * The content that exists before anybody uses the site: the demo recordings and branch hero images
 * (media bucket) and their table rows, from the same seed files the local environment uses. Puts
 * overwrite, so every deployment restores the seed items to their file state and leaves other
 * items alone; a changed seed file is written again on the next deployment.
 */
export class Seed extends Construct {
  constructor(scope: Construct, id: string, props: SeedProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: readStageSettings(this.node).logRetention });

    // The variants CloudFront serves for `?format=webp&quality=80&width=W` (local: rendered on the fly).
    generateImageVariants(props.mediaSeedDir, props.mediaVariantsDir);
    new BucketDeployment(this, 'Media', {
      sources: [
        Source.asset(props.mediaSeedDir, { exclude: ['**/.gitkeep'] }),
        Source.asset(props.mediaVariantsDir, { exclude: ['.sources.json'] }),
      ],
      destinationBucket: props.mediaBucket,
      destinationKeyPrefix: MEDIA_KEY_PREFIX,
      // CloudFront passes the object's Cache-Control on (the local /media does the same).
      cacheControl: [CacheControl.fromString(SEED_MEDIA_CACHE_CONTROL)],
      // Uploads (recordings of customers) live in the same bucket: never delete what is not seed.
      prune: false,
      memoryLimit: 512,
      logGroup,
    });

    for (const file of readdirSync(props.dynamoSeedDir).filter((f) => f.endsWith('.json')).sort()) {
      const name = path.basename(file, '.json') as TableName;
      const table = props.tables[name];
      if (!table) throw new Error(`${file}: no table named ${name}`);
      const items = JSON.parse(readFileSync(path.join(props.dynamoSeedDir, file), 'utf8')) as Array<Record<string, unknown>>;
      for (let start = 0; start < items.length; start += BATCH_SIZE) {
        const batch = items.slice(start, start + BATCH_SIZE);
        const call = {
          service: 'DynamoDB',
          action: 'batchWriteItem',
          parameters: { RequestItems: { [table.tableName]: batch.map((item) => ({ PutRequest: { Item: toItem(item) } })) } },
          physicalResourceId: PhysicalResourceId.of(`seed-${name}-${start / BATCH_SIZE}`),
        };
        sdkCallResource(this, `${pascalCase(name)}${start / BATCH_SIZE}`, {
          onCreate: call,
          onUpdate: call,
          policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [table.tableArn] }),
        });
      }
    }
  }
}

/** The variant folders made by this process: the synth tests build many stacks, each of them seeded. */
const generatedInThisProcess = new Set<string>();

/**
 * Runs scripts/make-image-variants.ts (sharp is asynchronous, a construct is not); it skips the
 * images whose variants are already there, so only the first synth pays for it. Once per process and
 * folder: even with nothing to write, the script took ~0.7 s of CPU to start and to hash the images.
 */
function generateImageVariants(sourceDir: string, outDir: string): void {
  const key = `${sourceDir}\0${outDir}`;
  if (generatedInThisProcess.has(key)) return;
  execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'scripts/make-image-variants.ts'), sourceDir, outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  generatedInThisProcess.add(key);
}
