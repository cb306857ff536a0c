/**
 * Branch image configurations and images in DynamoDB: branch_image_configs (partition key
 * branch_id) and branch_images (partition key branch_id, sort key image_id). Read-only.
 */
import { GetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BranchImageConfigRecord, BranchImageRecord, BranchSlug } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type { BranchImageRepository } from '../use-cases/select-branch-image';
import { documentClient } from './dynamodb-client';

export class DynamoBranchImageRepository implements BranchImageRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tables: { configs: string; images: string },
  ) {}

  async getConfig(branch: BranchSlug): Promise<BranchImageConfigRecord | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.tables.configs, Key: { branch_id: branch } }));
    // Items are written by the seed / staff tooling in exactly this shape.
    return Item as BranchImageConfigRecord | undefined;
  }

  async listImages(branch: BranchSlug): Promise<BranchImageRecord[]> {
    const images: BranchImageRecord[] = [];
    // A branch has a handful of images; paginate anyway so a 1 MB page never hides one.
    const pages = paginateQuery(
      { client: this.doc },
      {
        TableName: this.tables.images,
        KeyConditionExpression: 'branch_id = :branch',
        ExpressionAttributeValues: { ':branch': branch },
      },
    );
    for await (const page of pages) images.push(...((page.Items ?? []) as BranchImageRecord[]));
    return images;
  }
}

/** The repository on the tables named by TABLE_BRANCH_IMAGE_CONFIGS / TABLE_BRANCH_IMAGES (read per call). */
export const branchImageRepositoryFromEnv = (): DynamoBranchImageRepository =>
  new DynamoBranchImageRepository(documentClient(), {
    configs: tableNameFor('branch_image_configs'),
    images: tableNameFor('branch_images'),
  });
