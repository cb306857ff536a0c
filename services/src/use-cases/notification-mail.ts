/**
 * The German notification mail to the sales inbox about a new contact or demo request:
 * plain text plus a simple HTML version with every user value escaped.
 */
import { trialMessages, type NotificationPayload } from '@rufbereit/shared';
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
  const subject = oneLine(`${isDemo ? 'Neue Demo-Anfrage' : 'Neue Kontaktanfrage'}: ${fullName(p)}`);
  const intro = isDemo
    ? 'über die Website ist eine neue Demo-Anfrage eingegangen.'
    : 'über das Kontaktformular der Website ist eine neue Anfrage eingegangen.';
  const fields: Array<[string, string]> = [
    ['Vorname', p.firstname],
    ['Nachname', p.lastname],
    ['E-Mail', p.email],
    ['Telefon', p.phone || '–'],
    ['Firma', p.company_name || '–'],
    ['Leistungswunsch', servicePreferenceText(p.service_preference) || '–'],
    ['Quelle', p.source],
    ['Anfragetyp', p.contact_type],
    ['Pipedrive-ID', p.pipedrive_id || 'noch nicht synchronisiert'],
    ['Pipedrive-Link', p.pipedrive_url || '–'],
  ];
  const message = p.message || '–';

  const text = [
    'Hallo,',
    '',
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Nachricht:',
    message,
    '',
    'Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.',
    ...(isDemo ? ['', trialMessages.salesHint] : []),
  ].join('\n');

  const rows = fields
    .map(([label, value]) => {
      const cell =
        label === 'Pipedrive-Link' && /^https:\/\//.test(value)
          ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
          : escapeHtml(value);
      return `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${cell}</td></tr>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">
<p>Hallo,</p>
<p>${intro}</p>
<table cellspacing="0" cellpadding="0">
${rows}
</table>
<p><strong>Nachricht:</strong><br>${escapeHtmlMultiline(message)}</p>
<p>Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.</p>
${isDemo ? `<p>${escapeHtml(trialMessages.salesHint)}</p>\n` : ''}</body></html>`;

  return { subject, text, html };
}
