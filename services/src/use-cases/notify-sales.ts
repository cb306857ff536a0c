/**
 * Notification mail about a stored request to the sales inbox (target of ContactCreated /
 * DemoRequested). Skipped when the mail state is already done, so a rerun sends no second mail.
 */
import type { MailSettings } from '../config';
import { runDelivery, type DeliveryDeps, type DeliveryOutcome } from './delivery';
import { notificationMail } from './notification-mail';
import type { Mailer, RequestRef } from './ports';
import { notificationPayloadOf } from './request-payloads';

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
      const { messageId } = await deps.mailer.send({ from, to, replyTo: payload.email, ...notificationMail(payload) });
      return { messageId };
    },
  });
}
