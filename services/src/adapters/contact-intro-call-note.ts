/**
 * Notes a booked intro call on the contact request it belongs to (table contacts, attribute
 * introCall), only when that request has the booking's e-mail address: a contactId alone proves
 * nothing, anyone may post one.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableNameFor } from '../config';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';
import type { LinkedContact } from '../use-cases/intro-call-mail';
import type { MailOutcomeFields } from '../use-cases/record-mail-outcome';

/** The request's company (for sales' invitation) when the booking was noted on it; undefined when not. */
export async function noteIntroCallOnContact(contactId: string, booking: { slot: string; bookingId: string; email: string }): Promise<LinkedContact | undefined> {
  const table = tableNameFor('contacts');
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table, Key: { id: contactId }, ProjectionExpression: 'email, company_name', ConsistentRead: true }),
  );
  const storedEmail = typeof Item?.email === 'string' ? Item.email : undefined;
  // Never creates a contact, never touches one of another address (addresses compare case-blind).
  if (storedEmail === undefined || storedEmail.toLowerCase() !== booking.email.toLowerCase()) return undefined;
  const linked: LinkedContact = { company: typeof Item?.company_name === 'string' ? Item.company_name : '' };
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: table,
        Key: { id: contactId },
        UpdateExpression: 'SET introCall = :booking',
        ConditionExpression: 'email = :email',
        ExpressionAttributeValues: { ':booking': { slot: booking.slot, bookingId: booking.bookingId }, ':email': storedEmail },
      }),
    );
    return linked;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return undefined;
  }
}

/**
 * The booking confirmation's outcome (SES), noted on the contact request while it still notes this
 * booking: in its mail state (`mail.introCallOutcome`), which the inbox's index projects.
 */
export async function noteIntroCallMailOutcome(contactId: string, bookingId: string, fields: MailOutcomeFields): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableNameFor('contacts'),
        Key: { id: contactId },
        UpdateExpression: 'SET #mail.introCallOutcome = :outcome',
        ConditionExpression: 'introCall.bookingId = :bookingId AND attribute_exists(#mail)',
        ExpressionAttributeNames: { '#mail': 'mail' },
        ExpressionAttributeValues: { ':outcome': fields.outcome, ':bookingId': bookingId },
      }),
    );
  } catch (error) {
    // Erased, or the request notes another booking by now: nothing to note.
    if (!isConditionFailure(error)) throw error;
  }
}
