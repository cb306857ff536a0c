/**
 * The trial on a demo request (`trial` on the `demo_requests` item): claimed with a conditional
 * write, so two calls at once create one account (use-cases/trial.ts); its CRM note likewise
 * (`trial.crmNoteClaimedAt`, then `trial.crmNoteId`: use-cases/trial-crm-note.ts). Env: TABLE_DEMO_REQUESTS.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StaffAction, TrialAccount } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type { TrialRequestStore } from '../use-cases/trial';
import type { TrialNoteStore } from '../use-cases/trial-crm-note';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';

export class DynamoTrialRequests implements TrialRequestStore {
  /** The trial's CRM note on the same item. */
  readonly notes: TrialNoteStore = {
    claim: (id, at) => this.claimNote(id, at),
    added: (id, noteId) => this.noteAdded(id, noteId),
    release: (id) => this.releaseNote(id),
  };

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async claim(id: string, trial: TrialAccount, action: StaffAction): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: 'SET #trial = :trial, #history = list_append(if_not_exists(#history, :empty), :action)',
          ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(#trial)',
          ExpressionAttributeNames: { '#id': 'id', '#trial': 'trial', '#history': 'history' },
          ExpressionAttributeValues: { ':trial': trial, ':action': [action], ':empty': [] },
        }),
      );
      return true;
    } catch (error) {
      // Another call holds the claim (or the request was erased meanwhile: the caller reads it again).
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async activate(id: string, accountId: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: 'SET #trial.#status = :active, #trial.#account = :account',
        ConditionExpression: 'attribute_exists(#trial)',
        ExpressionAttributeNames: { '#trial': 'trial', '#status': 'status', '#account': 'accountId' },
        ExpressionAttributeValues: { ':active': 'active', ':account': accountId },
      }),
    );
  }

  async release(id: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: 'REMOVE #trial',
        ConditionExpression: 'attribute_exists(#id)',
        ExpressionAttributeNames: { '#id': 'id', '#trial': 'trial' },
      }),
    ).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  }

  private async claimNote(id: string, at: string): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: 'SET #trial.#claimed = :at',
          ConditionExpression: '#trial.#status = :active AND attribute_not_exists(#trial.#claimed) AND attribute_not_exists(#trial.#note)',
          ExpressionAttributeNames: { '#trial': 'trial', '#status': 'status', '#claimed': 'crmNoteClaimedAt', '#note': 'crmNoteId' },
          ExpressionAttributeValues: { ':at': at, ':active': 'active' },
        }),
      );
      return true;
    } catch (error) {
      // Claimed or added by another call (or the request was erased meanwhile).
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  private async noteAdded(id: string, noteId: number): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: 'SET #trial.#note = :note',
        ConditionExpression: 'attribute_exists(#trial)',
        ExpressionAttributeNames: { '#trial': 'trial', '#note': 'crmNoteId' },
        ExpressionAttributeValues: { ':note': noteId },
      }),
    );
  }

  private async releaseNote(id: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: 'REMOVE #trial.#claimed',
        ConditionExpression: 'attribute_exists(#trial) AND attribute_not_exists(#trial.#note)',
        ExpressionAttributeNames: { '#trial': 'trial', '#claimed': 'crmNoteClaimedAt', '#note': 'crmNoteId' },
      }),
    ).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  }
}

export const trialRequestsFromEnv = (): DynamoTrialRequests => new DynamoTrialRequests(documentClient(), tableNameFor('demo_requests'));
