/**
 * The `accounts` table: per account id (sub) what the paged admin lists show beyond Cognito's
 * ListUsers (services/src/use-cases/account-list.ts). Env: TABLE_ACCOUNTS.
 */
import { BatchGetCommand, PutCommand, UpdateCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableNameFor } from '../config';
import type { AccountProfile, AccountProfileStore } from '../use-cases/account-list';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';

interface AccountItem {
  user_id: string;
  username: string;
  email: string;
  mfa_enabled: boolean;
  updated_at: string;
}

/** BatchGetItem reads at most 100 keys per call; a page asks for 25. */
const BATCH_GET_MAX = 100;
/** Unprocessed keys (throttling) are asked again this many times before the call fails. */
const BATCH_GET_ATTEMPTS = 5;

export class DynamoAccountProfiles implements AccountProfileStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async getMany(userIds: readonly string[]): Promise<Map<string, AccountProfile>> {
    const found = new Map<string, AccountProfile>();
    const unique = [...new Set(userIds)];
    for (let i = 0; i < unique.length; i += BATCH_GET_MAX) {
      let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + BATCH_GET_MAX).map((id) => ({ user_id: id }));
      for (let attempt = 0; keys?.length; attempt += 1) {
        if (attempt === BATCH_GET_ATTEMPTS) throw new Error('The accounts table left keys unprocessed after several attempts');
        const answer: BatchGetCommandOutput = await this.doc.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: keys } } }));
        for (const item of (answer.Responses?.[this.table] ?? []) as AccountItem[]) {
          found.set(item.user_id, { userId: item.user_id, username: item.username, email: item.email, mfaEnabled: item.mfa_enabled === true });
        }
        keys = answer.UnprocessedKeys?.[this.table]?.Keys;
      }
    }
    return found;
  }

  /** Stores what the pool says now; answers the trial's end kept on the account, if any (ReturnValues needs no more IAM). */
  async record(profile: AccountProfile): Promise<{ trialEndsAt?: string }> {
    const { Attributes } = await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { user_id: profile.userId },
        UpdateExpression: 'SET username = :username, email = :email, mfa_enabled = :mfa, updated_at = :now',
        ExpressionAttributeValues: { ':username': profile.username, ':email': profile.email, ':mfa': profile.mfaEnabled, ':now': this.now().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const trialEndsAt = Attributes?.trial_ends_at;
    return typeof trialEndsAt === 'string' ? { trialEndsAt } : {};
  }

  /** The trial started from a demo request (use-cases/trial.ts): its end, kept beside the account's profile. */
  async recordTrial(accountId: string, email: string, endsAt: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { user_id: accountId },
        UpdateExpression: 'SET email = :email, trial_ends_at = :ends, updated_at = :now',
        ExpressionAttributeValues: { ':email': email, ':ends': endsAt, ':now': this.now().toISOString() },
      }),
    );
  }

  async recordIfAbsent(profile: AccountProfile): Promise<void> {
    const item: AccountItem = { user_id: profile.userId, username: profile.username, email: profile.email, mfa_enabled: profile.mfaEnabled, updated_at: this.now().toISOString() };
    try {
      await this.doc.send(new PutCommand({ TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(user_id)' }));
    } catch (error) {
      // A sign-in stored the account meanwhile: its state is newer than this listing's.
      if (!isConditionFailure(error)) throw error;
    }
  }
}

export const accountProfilesFromEnv = (): DynamoAccountProfiles => new DynamoAccountProfiles(documentClient(), tableNameFor('accounts'));
