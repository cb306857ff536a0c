import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { contactMessages } from './contact-messages';

const valid = {
  firstname: 'Anna',
  lastname: 'Schmidt',
  email: 'anna@salon-schmidt.de',
  phone: '+49 (30) 123-456',
  company_name: 'Salon Schmidt',
  service_preference: 'demo',
  message: 'Bitte rufen Sie mich an.',
  privacy_accepted: true,
};

/** The first message zod reports for each field. */
function errorsOf(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('contactSchema', () => {
  it('accepts a complete request and trims the text', () => {
    const parsed = contactSchema.parse({ ...valid, firstname: '  Anna ' });
    expect(parsed.firstname).toBe('Anna');
  });

  it('fills optional fields with empty strings', () => {
    const { phone: _p, company_name: _c, message: _m, ...required } = valid;
    expect(contactSchema.parse(required)).toMatchObject({ phone: '', company_name: '', message: '' });
  });

  it('requires names of at least two characters', () => {
    expect(errorsOf({ ...valid, firstname: 'A', lastname: ' ' })).toEqual({
      firstname: 'Name muss mindestens 2 Zeichen lang sein',
      lastname: 'Name muss mindestens 2 Zeichen lang sein',
    });
  });

  it.each(['', 'anna', 'anna@salon', 'anna @salon.de', 'anna@salon .de'])('rejects the e-mail %j', (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' });
  });

  it.each(['12345', '030-12a456', 'phone!'])('rejects the phone number %j', (phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({ phone: 'Bitte geben Sie eine gültige Telefonnummer ein' });
  });

  it('accepts an empty phone number', () => {
    expect(errorsOf({ ...valid, phone: '' })).toEqual({});
  });

  it.each([undefined, '', 'callback'])('requires a known service preference (%j)', (service_preference) => {
    expect(errorsOf({ ...valid, service_preference })).toEqual({ service_preference: 'Bitte wählen Sie eine Option' });
  });

  it.each([false, undefined, 'true'])('requires consent (%j)', (privacy_accepted) => {
    expect(errorsOf({ ...valid, privacy_accepted })).toEqual({
      privacy_accepted: 'Bitte akzeptieren Sie die Datenschutzbestimmungen',
    });
  });

  it('limits the message length', () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: contactMessages.tooLong });
  });

  it('reports every invalid field of an empty submission', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      ['email', 'firstname', 'lastname', 'privacy_accepted', 'service_preference'].sort(),
    );
  });
});
