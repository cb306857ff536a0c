/** Notes a booked intro call on the contact request it belongs to (table contacts, attribute introCall). */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableNameFor } from '../config';
import { documentClient } from './dynamodb-client';

export async function noteIntroCallOnContact(contactId: string, booking: { slot: string; bookingId: string }): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableNameFor('contacts'),
        Key: { id: contactId },
        UpdateExpression: 'SET introCall = :booking',
        // Never creates a contact: an id that matches no request is ignored.
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':booking': booking },
      }),
    );
  } catch (error) {
    const conditionFailed = error instanceof ConditionalCheckFailedException || (error instanceof Error && error.name === 'ConditionalCheckFailedException');
    if (!conditionFailed) throw error;
  }
}
