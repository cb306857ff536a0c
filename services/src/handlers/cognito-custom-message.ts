/**
 * Cognito's CustomMessage trigger: the pool sends sign-up and password-reset codes with one
 * verification template, so this gives each its own German text (shared `cognitoCodeMail`, the same
 * the local stand-in sends) with links to this stack's site. Called by cognito-triggers.ts.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { cognitoCodeMail } from '@rufbereit/shared';

/** What the trigger answers: the event with the subject and message set (or as it came, for a staff invitation). */
export function customMessage(event: CustomMessageTriggerEvent, siteUrl: string): CustomMessageTriggerEvent {
  const source = event.triggerSource.replace(/^CustomMessage_/, '');
  // Cognito puts the code where `codeParameter` ({####}) stands.
  // An invitation names the account where `usernameParameter` ({username}) stands; the trial route's
  // ClientMetadata asks for the trial invitation with the sign-in link.
  const mail = cognitoCodeMail(source, event.request.codeParameter, siteUrl, {
    username: event.request.usernameParameter ?? '',
    clientMetadata: event.request.clientMetadata,
  });
  if (!mail) return event;
  return { ...event, response: { ...event.response, emailSubject: mail.subject, emailMessage: mail.html } } as CustomMessageTriggerEvent;
}

