/**
 * Notification mail about a stored request to the sales inbox (target of ContactCreated /
 * DemoRequested). Skipped when the mail state is already done, so a rerun sends no second mail.
 */
import { RequestErasedError, runDelivery, type DeliveryDeps, type DeliveryOutcome } from './delivery';
import { notificationMail } from './notification-mail';
import { clockOf, type Mailer, type RequestRef } from './ports';
import { notificationPayloadOf } from './request-payloads';

/** Who sends the notification, and the sales inbox it goes to (config.ts reads them). */
export interface MailSettings {
  from: string;
  to: string;
}

export interface NotifySalesDeps extends DeliveryDeps {
  mailer: Mailer;
  /** Read inside the attempt (from env/site settings). */
  mailSettings: () => MailSettings;
}

export function notifySales(deps: NotifySalesDeps, ref: RequestRef): Promise<DeliveryOutcome> {
  return runDelivery(deps, {
    ref,
    channel: 'mail',
    work: async (record) => {
      const { from, to } = deps.mailSettings();
      const payload = notificationPayloadOf(record);
      const mail = { from, to, replyTo: payload.email, ...notificationMail(payload), ref: { kind: ref.kind, id: ref.id, step: 'mail' as const } };
      // A sent mail cannot be called back. The send holds a mark on the request, set only while it
      // exists: a GDPR erase that deleted it first stops the mail here, and an erase arriving during
      // the send waits for the mark to end (inbox repository's delete). Either the mail went out
      // before the erase, or never.
      if (!(await deps.repository.holdForMailSend(ref, clockOf(deps)))) throw new RequestErasedError(`${ref.kind} ${ref.id} was erased before its mail was sent`);
      try {
        const { messageId } = await deps.mailer.send(mail);
        return { messageId };
      } finally {
        await deps.repository.releaseMailSend(ref);
      }
    },
  });
}
