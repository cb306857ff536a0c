import * as z from 'zod/mini';

/**
 * What became of a sent mail, as SES reports it through the configuration set's EventBridge event
 * destination (Delivery, Bounce, Complaint, Reject). Every send carries tags naming the request or
 * booking it belongs to; SES copies them into `mail.tags` of each event, so the handler finds the record
 * without a lookup table. On AWS SES sends these events to the account's default bus; the local SES
 * layer (infra/local/ses) produces the same events for the mailbox simulator's addresses.
 */
export const mailOutcomes = ['delivered', 'bounced', 'complained', 'rejected'] as const;
export type MailOutcome = (typeof mailOutcomes)[number];

/** A later event never replaces a worse one (a Delivery arriving after a Complaint keeps the complaint). */
export const mailOutcomeRank: Record<MailOutcome, number> = { delivered: 0, rejected: 1, bounced: 1, complained: 2 };

/** EventBridge source and detail types of SES's events. */
export const SES_EVENT_SOURCE = 'aws.ses';
export const sesEventDetailTypes = {
  delivery: 'Email Delivered',
  bounce: 'Email Bounced',
  complaint: 'Email Complaint Received',
  reject: 'Email Rejected',
} as const;

/** Tag names on every send (SES allows letters, digits, `_` and `-` in names and values). */
export const MAIL_TAG = { kind: 'rufbereit-kind', ref: 'rufbereit-ref', step: 'rufbereit-step' } as const;

/** Which record a mail belongs to: a request's notification, or one of a booking's two mails. */
export type MailRef =
  | { kind: 'contact' | 'demo_request'; id: string; step: 'mail' }
  | { kind: 'intro_call'; slot: string; step: 'salesMail' | 'visitorMail' };

/** The tags of a send (`slot` as epoch milliseconds: ISO times hold `:` and `.`, which tags refuse). */
export function mailTags(ref: MailRef): Array<{ Name: string; Value: string }> {
  const value = ref.kind === 'intro_call' ? String(Date.parse(ref.slot)) : ref.id;
  return [
    { Name: MAIL_TAG.kind, Value: ref.kind },
    { Name: MAIL_TAG.ref, Value: value },
    { Name: MAIL_TAG.step, Value: ref.step },
  ];
}

/** The record an event's `mail.tags` name; undefined for a mail not ours (or tags that do not fit). */
export function mailRefOf(tags: Record<string, readonly string[]> | undefined): MailRef | undefined {
  const one = (name: string): string | undefined => tags?.[name]?.[0];
  const kind = one(MAIL_TAG.kind);
  const value = one(MAIL_TAG.ref);
  const step = one(MAIL_TAG.step);
  if (!value || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) return undefined;
  if ((kind === 'contact' || kind === 'demo_request') && step === 'mail') return { kind, id: value, step };
  if (kind === 'intro_call' && (step === 'salesMail' || step === 'visitorMail') && /^\d{1,15}$/.test(value)) {
    return { kind, slot: new Date(Number(value)).toISOString(), step };
  }
  return undefined;
}

/** The part of SES's event (event publishing format, as in the EventBridge detail) the handler reads. */
export const sesEventDetail = z.object({
  eventType: z.enum(['Delivery', 'Bounce', 'Complaint', 'Reject']),
  mail: z.object({
    messageId: z.string().check(z.minLength(1)),
    timestamp: z.optional(z.string()),
    destination: z.optional(z.array(z.string())),
    tags: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
  bounce: z.optional(z.object({ bounceType: z.string(), bounceSubType: z.optional(z.string()), timestamp: z.optional(z.string()) })),
  complaint: z.optional(z.object({ complaintFeedbackType: z.optional(z.string()), timestamp: z.optional(z.string()) })),
  delivery: z.optional(z.object({ timestamp: z.optional(z.string()) })),
  reject: z.optional(z.object({ reason: z.optional(z.string()) })),
});
export type SesEventDetail = z.infer<typeof sesEventDetail>;

/** The outcome an event reports, with SES's own words for staff (bounce type and sub-type, complaint type). */
export function outcomeOfSesEvent(detail: SesEventDetail): { outcome: MailOutcome; detail?: string; at?: string } {
  switch (detail.eventType) {
    case 'Delivery':
      return { outcome: 'delivered', ...(detail.delivery?.timestamp ? { at: detail.delivery.timestamp } : {}) };
    case 'Bounce':
      return {
        outcome: 'bounced',
        detail: [detail.bounce?.bounceType, detail.bounce?.bounceSubType].filter(Boolean).join('/'),
        ...(detail.bounce?.timestamp ? { at: detail.bounce.timestamp } : {}),
      };
    case 'Complaint':
      return { outcome: 'complained', ...(detail.complaint?.complaintFeedbackType ? { detail: detail.complaint.complaintFeedbackType } : {}), ...(detail.complaint?.timestamp ? { at: detail.complaint.timestamp } : {}) };
    case 'Reject':
      return { outcome: 'rejected', ...(detail.reject?.reason ? { detail: detail.reject.reason } : {}) };
  }
}
