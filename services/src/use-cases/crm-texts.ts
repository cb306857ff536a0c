/** The texts the CRM sync writes into Pipedrive: deal title and the note on the deal. */
import { attributionLabels, crmNoteLabels as labels, type CrmPayload, type VisitAttribution } from '@rufbereit/shared';
import { escapeHtml, escapeHtmlMultiline } from './html';
import { fullName, requestTypeLabel, servicePreferenceText } from './request-payloads';

/** e.g. "Kontaktanfrage: Max Mustermann (Muster GmbH)" */
export function dealTitle(payload: CrmPayload): string {
  const company = payload.company_name ? ` (${payload.company_name})` : '';
  return `${requestTypeLabel(payload)}: ${fullName(payload)}${company}`;
}

/**
 * The visit the request came from, as rows of the note (issue 40 item 2): a note rather than deal
 * fields, because Pipedrive's custom deal fields are keyed by a 40-character hash of each company
 * account (created through DealFields first), while a note needs no setup and is what sales reads.
 */
function attributionRows(attribution: VisitAttribution | undefined): Array<[string, string]> {
  if (!attribution) return [[attributionLabels.heading, attributionLabels.none]];
  return [
    [attributionLabels.entryPath, attribution.entryPath],
    [attributionLabels.source, attribution.source ?? ''],
    [attributionLabels.medium, attribution.medium ?? ''],
    [attributionLabels.campaign, attribution.campaign ?? ''],
    [attributionLabels.referrerHost, attribution.referrerHost ?? ''],
  ];
}

/** Pipedrive notes are HTML: every user value is escaped (the attribution too: UTM values come from a URL anyone can write). */
export function noteContent(payload: CrmPayload, attribution?: VisitAttribution): string {
  const rows: Array<[string, string]> = [
    [labels.servicePreference, servicePreferenceText(payload.service_preference)],
    [labels.company, payload.company_name],
    [labels.phone, payload.phone],
    [labels.email, payload.email],
    [labels.privacyAccepted, payload.privacy_accepted ? labels.yes : labels.no],
    [labels.source, payload.source],
    [labels.requestType, payload.contact_type],
    ...attributionRows(attribution),
  ];
  const message = payload.message ? escapeHtmlMultiline(payload.message) : labels.noMessage;
  return [
    `<p><strong>${labels.message}:</strong><br>${message}</p>`,
    ...rows.filter(([, v]) => v !== '').map(([label, v]) => `<p><strong>${label}:</strong> ${escapeHtml(v)}</p>`),
  ].join('\n');
}
