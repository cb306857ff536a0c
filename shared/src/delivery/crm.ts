/**
 * The CRM payload and the notification payload of the specification's entities. Built from a stored
 * contact or demo request by the crm-sync and notify handlers.
 */
export interface CrmPayload {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  company_name: string;
  message: string;
  service_preference: string;
  /** true only if the stored value is exactly true */
  privacy_accepted: boolean;
  source: string;
  contact_type: 'contact_form' | 'demo_request';
}

export interface NotificationPayload {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  service_preference: string;
  message: string;
  company_name: string;
  source: string;
  contact_type: 'contact_form' | 'demo_request';
  pipedrive_id: string;
  pipedrive_url: string;
}

type Loose = Partial<Record<keyof CrmPayload, unknown>>;
const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** Every field defaults to an empty string; source defaults to website, contact_type to contact_form. */
export function buildCrmPayload(input: Loose): CrmPayload {
  return {
    firstname: text(input.firstname),
    lastname: text(input.lastname),
    email: text(input.email),
    phone: text(input.phone),
    company_name: text(input.company_name),
    message: text(input.message),
    service_preference: text(input.service_preference),
    privacy_accepted: input.privacy_accepted === true,
    source: text(input.source) || 'website',
    contact_type: input.contact_type === 'demo_request' ? 'demo_request' : 'contact_form',
  };
}

/** Demo requests travel the same path with the fixed texts of the spec. */
export const DEMO_REQUEST_CRM_MESSAGE = 'Demo-Anfrage';
export const DEMO_REQUEST_SERVICE_PREFERENCE = 'Demo Request';
