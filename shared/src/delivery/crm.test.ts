import { describe, expect, it } from 'vitest';
import { buildCrmPayload } from './crm';

describe('buildCrmPayload', () => {
  it('defaults every field to an empty string, source to website and type to contact_form', () => {
    expect(buildCrmPayload({})).toEqual({
      firstname: '', lastname: '', email: '', phone: '', company_name: '', message: '', service_preference: '',
      privacy_accepted: false, source: 'website', contact_type: 'contact_form',
    });
  });

  it('accepts consent only when it is exactly true', () => {
    expect(buildCrmPayload({ privacy_accepted: 'true' }).privacy_accepted).toBe(false);
    expect(buildCrmPayload({ privacy_accepted: true }).privacy_accepted).toBe(true);
  });

  it('keeps the demo request type', () => {
    expect(buildCrmPayload({ contact_type: 'demo_request' }).contact_type).toBe('demo_request');
  });
});
