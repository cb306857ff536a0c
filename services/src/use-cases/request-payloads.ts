/**
 * The CRM payload and the notification payload (the specification's entities) of a stored request.
 * Demo requests carry the fixed CRM message and service preference of the spec.
 */
import {
  DEMO_REQUEST_CRM_MESSAGE,
  DEMO_REQUEST_SERVICE_PREFERENCE,
  buildCrmPayload,
  requestKindLabels,
  servicePreferenceLabels,
  type CrmPayload,
  type NotificationPayload,
  type ServicePreference,
  type StoredRequest,
} from '@rufbereit/shared';

export function crmPayloadOf(record: StoredRequest): CrmPayload {
  if (record.kind === 'demo_request') {
    return buildCrmPayload({
      firstname: record.firstname,
      lastname: record.lastname,
      email: record.email,
      phone: record.phone,
      company_name: record.company_name,
      message: DEMO_REQUEST_CRM_MESSAGE,
      service_preference: DEMO_REQUEST_SERVICE_PREFERENCE,
      privacy_accepted: record.privacy_accepted,
      contact_type: 'demo_request',
    });
  }
  return buildCrmPayload({ ...record, contact_type: 'contact_form' });
}

/** pipedrive_id/pipedrive_url are filled only if the CRM sync already ran (it runs in parallel). */
export function notificationPayloadOf(record: StoredRequest): NotificationPayload {
  const crm = crmPayloadOf(record);
  return {
    firstname: crm.firstname,
    lastname: crm.lastname,
    email: crm.email,
    phone: crm.phone,
    service_preference: crm.service_preference,
    message: crm.message,
    company_name: crm.company_name,
    source: crm.source,
    contact_type: crm.contact_type,
    pipedrive_id: record.crm.personId === undefined ? '' : String(record.crm.personId),
    pipedrive_url: record.crm.dealUrl ?? record.crm.personUrl ?? '',
  };
}

export const fullName = (p: Pick<CrmPayload, 'firstname' | 'lastname'>): string =>
  `${p.firstname} ${p.lastname}`.trim();

/** The German label of a contact's service preference; other values (demo) as they are. */
export function servicePreferenceText(value: string): string {
  return value in servicePreferenceLabels ? servicePreferenceLabels[value as ServicePreference] : value;
}

/** How staff name the kind of request (deal title, mail subject). */
export const requestTypeLabel = (p: Pick<CrmPayload, 'contact_type'>): string =>
  requestKindLabels[p.contact_type === 'demo_request' ? 'demo_request' : 'contact'];
