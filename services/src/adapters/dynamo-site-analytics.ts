/**
 * The cookieless measurement's state in the site_analytics table (partition `pk`, sort `sk`, TTL
 * attribute `expiration`):
 * - `salt` / `{day}`: the day's secret salt (32 random bytes), created by the first beacon of the day
 *   with a conditional put; that beacon also deletes the day before's salt, and TTL removes it anyway;
 * - `visit#{hash}` / `{day}`: one visit's salted hash with its entry page and campaign, and the demo
 *   tracks it played (`playedTracks`, a string set), expiring after at most 24 h (no address, no user
 *   agent); a request of the same viewer that day reads it for its attribution (`visitOf`);
 * - `day#{day}#{shard}` / `totals` or `page#…`, `campaign#…`, `referrer#…`, `track#…`, `cta#…`: the
 *   daily aggregates, numbers added with ADD (a page view writes its page's small item, not `totals`;
 *   `daily` folds the page items back into `totals` for readers). Each write picks one of ANALYTICS_SHARDS partitions at random
 *   so a popular day spreads over several partition keys (DynamoDB: 1,000 writes/s per key);
 *   readers sum the shards.
 * DynamoDB deletes expired items only eventually (dynalite never), so reads compare `expiration`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableNameFor } from '../config';
import { pageItemsFolded, type CounterAdditions, type SiteAnalyticsStore, type VisitEntry } from '../use-cases/site-analytics';
import { DayMemory } from './day-memory';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';

/** Partitions per day's aggregates: 8 × 1,000 writes/s, far above the site's traffic (docs/features/site-analytics.md). */
export const ANALYTICS_SHARDS = 8;
/** How long a salt and a visit's hash are kept at most. */
export const VISIT_TTL_SECONDS = 24 * 3600;
const SALT_KEY = 'salt';
/**
 * The most demo tracks one visit's record remembers: a person listens to a handful; the cap keeps a
 * visit's item far below DynamoDB's 400 KB whatever a client sends (64-character ids).
 */
export const MAX_PLAYED_TRACKS_PER_VISIT = 50;
/**
 * How many visits and marked tracks one instance remembers per day (DayMemory): far more than the
 * visitors a warm Lambda instance serves in a day; ~100 bytes each.
 */
export const REMEMBERED_WRITES_PER_INSTANCE = 10_000;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const aggregateKey = (day: string, shard: number): string => `day#${day}#${shard}`;
/** The calendar day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string): string => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** `ADD #n0 :v0, #n1 :v1` for the non-zero counters. */
function addExpression(add: Record<string, number>) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts = Object.entries(add)
    .filter(([, amount]) => amount !== 0)
    .map(([name, amount], i) => {
      names[`#n${i}`] = name;
      values[`:v${i}`] = amount;
      return `#n${i} :v${i}`;
    });
  return parts.length ? { UpdateExpression: `ADD ${parts.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values } : undefined;
}

export class DynamoSiteAnalytics implements SiteAnalyticsStore {
  /** The salt of the day this instance last used (a Lambda instance reads it once a day). */
  private cachedSalt: { day: string; salt: string; expiration: number } | undefined;
  /**
   * Visits this instance recorded (or found recorded) today, and the tracks it marked on them: a
   * returning page view or a repeated play writes nothing again. A visit's record lives until after its
   * day ends, so what is remembered stays true all day; each skipped write is a request and 1 WRU saved
   * (a conditional put that fails costs its WRU too). docs/features/site-analytics.md, "Writes per beacon".
   */
  private readonly written = new DayMemory(REMEMBERED_WRITES_PER_INSTANCE);

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: () => string = () => tableNameFor('site_analytics'),
  ) {}

  async saltOf(day: string): Promise<string> {
    const now = nowSeconds();
    if (this.cachedSalt?.day === day && this.cachedSalt.expiration > now) return this.cachedSalt.salt;
    const stored = await this.readSalt(day, now);
    const salt = stored ?? (await this.createSalt(day, now));
    this.cachedSalt = { day, ...salt };
    return salt.salt;
  }

  async existingSaltOf(day: string): Promise<string | undefined> {
    const now = nowSeconds();
    if (this.cachedSalt?.day === day && this.cachedSalt.expiration > now) return this.cachedSalt.salt;
    const stored = await this.readSalt(day, now);
    if (stored) this.cachedSalt = { day, ...stored };
    return stored?.salt;
  }

  async visitOf(hash: string, day: string): Promise<VisitEntry | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table(), Key: { pk: `visit#${hash}`, sk: day }, ConsistentRead: true }));
    // Expired but not yet deleted (DynamoDB deletes eventually, dynalite never): gone for us.
    if (!Item || typeof Item.entryPath !== 'string' || typeof Item.expiration !== 'number' || Item.expiration <= nowSeconds()) return undefined;
    const { pk: _pk, sk: _sk, expiration: _expiration, ...entry } = Item;
    return entry as VisitEntry;
  }

  private async readSalt(day: string, now: number): Promise<{ salt: string; expiration: number } | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.table(), Key: { pk: SALT_KEY, sk: day }, ConsistentRead: true }));
    if (typeof Item?.value !== 'string' || typeof Item.expiration !== 'number' || Item.expiration <= now) return undefined;
    return { salt: Item.value, expiration: Item.expiration };
  }

  /** A new salt for the day, unless another instance wrote one first (then that one); deletes the day before's. */
  private async createSalt(day: string, now: number): Promise<{ salt: string; expiration: number }> {
    const fresh = { salt: randomBytes(32).toString('hex'), expiration: now + VISIT_TTL_SECONDS };
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table(),
          Item: { pk: SALT_KEY, sk: day, value: fresh.salt, expiration: fresh.expiration },
          ConditionExpression: 'attribute_not_exists(pk) OR expiration <= :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const winner = await this.readSalt(day, now);
      if (!winner) throw error;
      return winner;
    }
    await this.doc.send(new DeleteCommand({ TableName: this.table(), Key: { pk: SALT_KEY, sk: dayBefore(day) } }));
    return fresh;
  }

  async recordVisit(hash: string, day: string, entry: VisitEntry): Promise<boolean> {
    const remembered = `visit#${hash}`;
    if (this.written.has(day, remembered)) return false;
    const now = nowSeconds();
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table(),
          Item: { pk: `visit#${hash}`, sk: day, ...entry, expiration: now + VISIT_TTL_SECONDS },
          ConditionExpression: 'attribute_not_exists(pk) OR expiration <= :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      this.written.remember(day, remembered);
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Recorded by an earlier beacon (this instance's before it remembered, or another instance's).
      this.written.remember(day, remembered);
      return false;
    }
  }

  /**
   * `ADD playedTracks :track` (a string set) on the visit's existing record; a visit without a record
   * (no counted page view today, or expired) or with the cap reached is left as it is.
   */
  async markPlayed(hash: string, day: string, trackId: string): Promise<void> {
    const remembered = `played#${hash}#${trackId}`;
    if (this.written.has(day, remembered)) return;
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table(),
          Key: { pk: `visit#${hash}`, sk: day },
          UpdateExpression: 'ADD playedTracks :track',
          ConditionExpression: 'attribute_exists(pk) AND expiration > :now AND (attribute_not_exists(playedTracks) OR size(playedTracks) < :max)',
          ExpressionAttributeValues: { ':track': new Set([trackId]), ':now': nowSeconds(), ':max': MAX_PLAYED_TRACKS_PER_VISIT },
        }),
      );
      // Only a mark that was made is remembered: a play before the visit's first counted page view marks
      // nothing yet, and a later one may.
      this.written.remember(day, remembered);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async add(day: string, counters: CounterAdditions): Promise<void> {
    const pk = aggregateKey(day, randomInt(ANALYTICS_SHARDS));
    const writes = [{ key: 'totals', add: counters.totals }, ...counters.items].flatMap(({ key, add }) => {
      const expression = addExpression(add);
      return expression ? [this.doc.send(new UpdateCommand({ TableName: this.table(), Key: { pk, sk: key }, ...expression }))] : [];
    });
    await Promise.all(writes);
  }

  /**
   * The day's aggregates summed over its shards: by item (`totals`, `campaign#…`, …) its counters, the
   * page items folded into `totals` (pageItemsFolded: readers see page views, visitors and pages there).
   */
  async daily(day: string): Promise<Record<string, Record<string, number>>> {
    const result: Record<string, Record<string, number>> = {};
    const shards = Array.from({ length: ANALYTICS_SHARDS }, (_, shard) => aggregateKey(day, shard));
    await Promise.all(
      shards.map(async (pk) => {
        let start: Record<string, unknown> | undefined;
        do {
          const page = await this.doc.send(
            new QueryCommand({ TableName: this.table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: start }),
          );
          for (const item of page.Items ?? []) {
            const sum = (result[String(item.sk)] ??= {});
            for (const [name, value] of Object.entries(item)) if (typeof value === 'number') sum[name] = (sum[name] ?? 0) + value;
          }
          start = page.LastEvaluatedKey;
        } while (start);
      }),
    );
    return pageItemsFolded(result);
  }
}

/** The store on the table named by TABLE_SITE_ANALYTICS (read per call). */
export const siteAnalyticsFromEnv = (): DynamoSiteAnalytics => new DynamoSiteAnalytics(documentClient());
