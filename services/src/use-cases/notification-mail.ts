/**
 * The German notification mail to the sales inbox about a new contact or demo request:
 * plain text plus a simple HTML version with every user value escaped.
 */
import { notificationMailTexts as t, trialMessages, type NotificationPayload } from '@rufbereit/shared';
import { escapeHtml, escapeHtmlMultiline } from './html';
import { fullName, servicePreferenceText } from './request-payloads';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Line breaks in a subject would be header injection in other mailers; keep it one line. */
const oneLine = (text: string): string => text.replace(/[\r\n\t]+/g, ' ').trim();

export function notificationMail(p: NotificationPayload): MailContent {
  const isDemo = p.contact_type === 'demo_request';
  const subject = oneLine(`${isDemo ? t.subject.demo : t.subject.contact}: ${fullName(p)}`);
  const intro = isDemo ? t.intro.demo : t.intro.contact;
  const fields: Array<[string, string]> = [
    [t.labels.firstname, p.firstname],
    [t.labels.lastname, p.lastname],
    [t.labels.email, p.email],
    [t.labels.phone, p.phone || t.empty],
    [t.labels.company, p.company_name || t.empty],
    [t.labels.servicePreference, servicePreferenceText(p.service_preference) || t.empty],
    [t.labels.source, p.source],
    [t.labels.requestType, p.contact_type],
    [t.labels.pipedriveId, p.pipedrive_id || t.notSynced],
    [t.labels.pipedriveLink, p.pipedrive_url || t.empty],
  ];
  const message = p.message || t.empty;

  const text = [
    t.greeting,
    '',
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.labels.message}:`,
    message,
    '',
    t.replyHint,
    ...(isDemo ? ['', trialMessages.salesHint] : []),
  ].join('\n');

  const rows = fields
    .map(([label, value]) => {
      const cell =
        label === t.labels.pipedriveLink && /^https:\/\//.test(value)
          ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
          : escapeHtml(value);
      return `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${cell}</td></tr>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">
<p>${t.greeting}</p>
<p>${intro}</p>
<table cellspacing="0" cellpadding="0">
${rows}
</table>
<p><strong>${t.labels.message}:</strong><br>${escapeHtmlMultiline(message)}</p>
<p>${t.replyHint}</p>
${isDemo ? `<p>${escapeHtml(trialMessages.salesHint)}</p>\n` : ''}</body></html>`;

  return { subject, text, html };
}
