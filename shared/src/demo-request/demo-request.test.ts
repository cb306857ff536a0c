import { describe, expect, it } from 'vitest';
import { demoFormSchema, demoFormToRequest, demoRequestSchema } from './demo-request';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
};

describe('demo request schemas', () => {
  it('gives the German message of every required field', () => {
    expect(firstMessages(demoFormSchema.safeParse({ firstName: '', lastName: '', companyName: '', email: '', phone: '', privacy_accepted: false }))).toEqual({
      firstName: 'Vorname ist erforderlich',
      lastName: 'Nachname ist erforderlich',
      companyName: 'Firmenname ist erforderlich',
      email: 'E-Mail ist erforderlich',
      phone: 'Telefonnummer ist erforderlich',
    });
  });

  it('rejects a malformed e-mail with the pattern message', () => {
    const result = demoRequestSchema.safeParse({ first_name: 'Ab', last_name: 'Bc', company_name: 'C', email: 'kein-at', phone: '030 123456', privacy_accepted: true });
    expect(firstMessages(result)).toEqual({ email: 'Ungültige E-Mail-Adresse' });
  });

  it('maps the form fields to the API body, which requires consent', () => {
    const form = demoFormSchema.parse({ firstName: 'Eva', lastName: 'Roth', companyName: 'Tierarztpraxis Roth', email: 'eva@roth.de', phone: '030 123456', privacy_accepted: true });
    expect(demoRequestSchema.parse(demoFormToRequest(form))).toEqual({
      first_name: 'Eva', last_name: 'Roth', company_name: 'Tierarztpraxis Roth', email: 'eva@roth.de', phone: '030 123456', privacy_accepted: true,
    });
    expect(firstMessages(demoRequestSchema.safeParse({ ...demoFormToRequest(form), privacy_accepted: false }))).toEqual({
      privacy_accepted: 'Bitte akzeptieren Sie die Datenschutzbestimmungen',
    });
  });
});
