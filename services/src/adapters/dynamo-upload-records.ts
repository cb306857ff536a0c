/**
 * Upload tickets and the lists they end in (published MP3s, documents) on the account's item of
 * table assistant_configurations (partition key user_id). Every change is one conditional
 * UpdateItem, so parallel requests of one account cannot list a file twice or past its limit.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableNameFor } from '../config';
import type { AccountUploads, ListEntry, UploadList, UploadRecords, UploadTicket } from '../use-cases/upload-tickets';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';


export class DynamoUploadRecords implements UploadRecords {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(userId: string): Promise<AccountUploads | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: { user_id: userId }, ConsistentRead: true, ProjectionExpression: 'uploadTickets, audioFiles, documents' }),
    );
    return Item as AccountUploads | undefined;
  }

  /** One conditional update; false when its condition does not hold. */
  private async updateIf(
    userId: string,
    update: string,
    condition: string | undefined,
    names: Record<string, string>,
    values: Record<string, unknown> = {},
  ): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { user_id: userId },
          UpdateExpression: update,
          ConditionExpression: condition,
          ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
          ExpressionAttributeValues: Object.keys(values).length > 0 ? values : undefined,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async addTicket(userId: string, id: string, ticket: UploadTicket, maxOpen: number, staleBefore: string): Promise<boolean> {
    // A nested attribute can only be set inside an existing map.
    await this.updateIf(userId, 'SET uploadTickets = if_not_exists(uploadTickets, :none)', undefined, {}, { ':none': {} });
    const tickets = (await this.get(userId))?.uploadTickets ?? {};
    const stale = Object.entries(tickets)
      .filter(([, t]) => t.createdAt < staleBefore)
      .map(([staleId]) => staleId);
    if (Object.keys(tickets).length - stale.length >= maxOpen) return false;
    const names: Record<string, string> = { '#id': id };
    stale.forEach((staleId, i) => (names[`#s${i}`] = staleId));
    const remove = stale.length > 0 ? ` REMOVE ${stale.map((_, i) => `uploadTickets.#s${i}`).join(', ')}` : '';
    return this.updateIf(userId, `SET uploadTickets.#id = :ticket${remove}`, 'size(uploadTickets) < :limit', names, {
      ':ticket': ticket,
      ':limit': maxOpen + stale.length,
    });
  }

  claimTicket(userId: string, id: string, at: string, leaseBefore: string): Promise<boolean> {
    return this.updateIf(
      userId,
      'SET uploadTickets.#id.claimedAt = :at',
      'attribute_exists(uploadTickets.#id) AND (attribute_not_exists(uploadTickets.#id.claimedAt) OR uploadTickets.#id.claimedAt < :lease)',
      { '#id': id },
      { ':at': at, ':lease': leaseBefore },
    );
  }

  async releaseTicket(userId: string, id: string): Promise<void> {
    await this.updateIf(userId, 'REMOVE uploadTickets.#id.claimedAt', 'attribute_exists(uploadTickets.#id)', { '#id': id });
  }

  async dropTicket(userId: string, id: string): Promise<void> {
    await this.updateIf(userId, 'REMOVE uploadTickets.#id', 'attribute_exists(uploadTickets.#id)', { '#id': id });
  }

  list<L extends UploadList>(userId: string, list: L, ticketId: string, entry: ListEntry<L>, max: number, replace?: { index: number; id: string }): Promise<boolean> {
    const names = { '#list': list, '#ticket': ticketId };
    if (replace) {
      return this.updateIf(
        userId,
        `SET #list[${replace.index}] = :entry REMOVE uploadTickets.#ticket`,
        `attribute_exists(uploadTickets.#ticket) AND #list[${replace.index}].id = :old`,
        names,
        { ':entry': entry, ':old': replace.id },
      );
    }
    return this.updateIf(
      userId,
      'SET #list = list_append(if_not_exists(#list, :none), :added) REMOVE uploadTickets.#ticket',
      'attribute_exists(uploadTickets.#ticket) AND (attribute_not_exists(#list) OR size(#list) < :max)',
      names,
      { ':none': [], ':added': [entry], ':max': max },
    );
  }

  async unlist<L extends UploadList>(userId: string, list: L, id: string): Promise<ListEntry<L> | undefined> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const entries = ((await this.get(userId))?.[list] ?? []) as ListEntry<L>[];
      const index = entries.findIndex((e) => e.id === id);
      if (index < 0) return undefined;
      // The condition makes sure the list did not shift since it was read.
      if (await this.updateIf(userId, `REMOVE #list[${index}]`, `#list[${index}].id = :id`, { '#list': list }, { ':id': id })) return entries[index];
    }
    throw new Error(`The ${list} list of an account kept changing`);
  }
}

export const uploadRecordsFromEnv = (): UploadRecords => new DynamoUploadRecords(documentClient(), tableNameFor('assistant_configurations'));
