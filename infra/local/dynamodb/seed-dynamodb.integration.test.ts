import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dynalite from 'dynalite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { branches, type BranchImageConfigRecord, type BranchImageRecord } from '@rufbereit/shared';
import { repoRoot } from '../../src/paths';
import { ensureTables } from './dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../core/ports';
import { DYNAMODB_SEED_DIR, seedTables } from './seed-dynamodb';

const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
let client: DynamoDBClient;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await ensureTables(endpoint);
  client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  doc = DynamoDBDocumentClient.from(client);
});
afterAll(async () => {
  client.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const scan = async <T>(table: string): Promise<T[]> => ((await doc.send(new ScanCommand({ TableName: table }))).Items ?? []) as T[];
const seedFile = async <T>(table: string): Promise<T[]> => JSON.parse(await readFile(path.join(DYNAMODB_SEED_DIR, `${table}.json`), 'utf8')) as T[];

describe('seedTables', () => {
  it('puts every seed item into the table named like its file, and a second run changes nothing', async () => {
    const first = await seedTables(client);
    expect(first).toEqual(
      expect.arrayContaining([
        { table: 'branch_image_configs', items: branches.length },
        { table: 'branch_images', items: (await seedFile('branch_images')).length },
      ]),
    );
    await seedTables(client);
    expect(await scan('branch_image_configs')).toHaveLength(branches.length);
    expect(await scan('branch_images')).toHaveLength((await seedFile('branch_images')).length);
  });

  it('refuses a file that names no table or an item without its keys', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-'));
    try {
      await writeFile(path.join(dir, 'no_such_table.json'), '[]');
      await expect(seedTables(client, { seedDir: dir })).rejects.toThrow(/no table named no_such_table/);
      await rm(path.join(dir, 'no_such_table.json'));
      await writeFile(path.join(dir, 'branch_images.json'), JSON.stringify([{ branch_id: 'tierpflege' }]));
      await expect(seedTables(client, { seedDir: dir })).rejects.toThrow(/image_id missing/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('branch image seed data', () => {
  it('configures every branch and gives each a winner plus a smaller image with a higher score', async () => {
    const configs = await seedFile<BranchImageConfigRecord>('branch_image_configs');
    const images = await seedFile<BranchImageRecord>('branch_images');
    expect(configs.map((c) => c.branch_id).sort()).toEqual(branches.map((b) => b.slug).sort());
    for (const config of configs) {
      const own = images.filter((i) => i.branch_id === config.branch_id);
      expect(own.length, config.branch_id).toBeGreaterThanOrEqual(2);
      const fits = own.filter((i) => i.image_width >= config.min_width && i.image_height >= config.min_height);
      const tooSmall = own.filter((i) => !fits.includes(i));
      const bestFit = Math.max(...fits.map((i) => i.image_score));
      expect(fits.length, config.branch_id).toBeGreaterThan(0);
      expect(tooSmall.some((i) => i.image_score > bestFit), `${config.branch_id}: a too-small image must outscore the winner`).toBe(true);
    }
  });

  it('points every image_url at a seeded media file of exactly the stored size, each under 200 KB', async () => {
    const mediaSeedDir = path.join(repoRoot, 'infra/local/seed/media');
    for (const image of await seedFile<BranchImageRecord>('branch_images')) {
      // /media/{path} is served from the media bucket object seeded from infra/local/seed/media/{path}.
      expect(image.image_url).toMatch(/^\/media\/images\/branches\/[a-z-]+-\d\.jpg$/);
      const file = path.join(mediaSeedDir, image.image_url.slice('/media/'.length));
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, image.image_id).toEqual({ width: image.image_width, height: image.image_height, format: 'jpeg' });
      expect((await stat(file)).size).toBeLessThan(200 * 1024);
      expect(image.alt_text.length).toBeGreaterThan(20);
    }
  });
});
