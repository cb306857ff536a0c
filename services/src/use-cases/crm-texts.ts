/** The texts the CRM sync writes into Pipedrive: deal title and the note on the deal. */
import type { CrmPayload } from '@rufbereit/shared';
import { escapeHtml, escapeHtmlMultiline } from './html';
import { fullName, requestTypeLabel, servicePreferenceText } from './request-payloads';

/** e.g. "Kontaktanfrage: Max Mustermann (Muster GmbH)" */
export function dealTitle(payload: CrmPayload): string {
  const company = payload.company_name ? ` (${payload.company_name})` : '';
  return `${requestTypeLabel(payload)}: ${fullName(payload)}${company}`;
}

/** Pipedrive notes are HTML: every user value is escaped. */
export function noteContent(payload: CrmPayload): string {
  const rows: Array<[string, string]> = [
    ['Leistungswunsch', servicePreferenceText(payload.service_preference)],
    ['Firma', payload.company_name],
    ['Telefon', payload.phone],
    ['E-Mail', payload.email],
    ['Datenschutz akzeptiert', payload.privacy_accepted ? 'ja' : 'nein'],
    ['Quelle', payload.source],
    ['Anfragetyp', payload.contact_type],
  ];
  const message = payload.message ? escapeHtmlMultiline(payload.message) : '–';
  return [
    `<p><strong>Nachricht:</strong><br>${message}</p>`,
    ...rows.filter(([, v]) => v !== '').map(([label, v]) => `<p><strong>${label}:</strong> ${escapeHtml(v)}</p>`),
  ].join('\n');
}
