import { describe, expect, it } from 'vitest';
import { contactSchema } from '../contact/contact';
import { demoFormSchema, demoRequestSchema } from '../demo-request/demo-request';
import { contactMessages } from '../contact/contact-messages';
import { demoMessages } from '../demo-request/demo-request-messages';
import { textMessages } from './form-messages';
import { isEmailAddress, isPhoneNumber } from './text-rules';

const contact = {
  firstname: 'Anna',
  lastname: 'Schmidt',
  email: 'anna@salon-schmidt.de',
  service_preference: 'demo',
  privacy_accepted: true,
};
const demo = {
  first_name: 'Eva',
  last_name: 'Roth',
  company_name: 'Tierarztpraxis Roth',
  email: 'eva@roth.de',
  phone: '030 123456',
  privacy_accepted: true,
};

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The first message of each field, as the form and the API show it. */
const firstMessages = (result: Result): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
};

describe('hostile text in one-line fields', () => {
  it.each([
    ['two lone surrogates', '\ud800\ud800'],
    ['a lone low surrogate inside a name', 'An\udc00na'],
    ['control characters only', '\u0001\u0002\u0003'],
    ['a newline inside a name', 'An\nna'],
    ['zero-width characters only', '\u200b\u200c\u200d'],
    ['a zero-width space inside a name', 'An\u200bna'],
    ['a right-to-left override', '\u202eanna'],
    ['a bidirectional isolate', 'Anna\u2066'],
    ['a line separator', 'An\u2028na'],
  ])('refuses %s in the contact form name with the German message', (_label, firstname) => {
    expect(firstMessages(contactSchema.safeParse({ ...contact, firstname }))).toEqual({ firstname: textMessages.invalidCharacters });
  });

  it('refuses the same in the demo form and every one-line field of both forms', () => {
    for (const field of ['first_name', 'last_name', 'company_name'] as const) {
      expect(firstMessages(demoRequestSchema.safeParse({ ...demo, [field]: 'Ro\u202eth' }))).toEqual({ [field]: textMessages.invalidCharacters });
    }
    expect(firstMessages(contactSchema.safeParse({ ...contact, company_name: 'Salon\u0000' }))).toEqual({ company_name: textMessages.invalidCharacters });
  });

  it('keeps emoji (surrogate pairs) and letters of every script', () => {
    expect(contactSchema.parse({ ...contact, firstname: 'Zoë 😀', lastname: 'Ñúñez-Øster', company_name: '東京サロン' }).firstname).toBe('Zoë 😀');
  });

  it('normalises to NFC and trims', () => {
    const decomposed = 'Zoe\u0308'; // e + combining diaeresis
    expect(contactSchema.parse({ ...contact, firstname: ` ${decomposed}\u3000` }).firstname).toBe('Zoë');
  });

  it('wants a letter in a name', () => {
    expect(firstMessages(contactSchema.safeParse({ ...contact, lastname: '--' }))).toEqual({ lastname: textMessages.nameInvalid });
  });
});

describe('the message', () => {
  it('keeps line breaks and tabs, turns Windows line ends into \\n', () => {
    expect(contactSchema.parse({ ...contact, message: 'Zeile 1\r\n\tZeile 2' }).message).toBe('Zeile 1\n\tZeile 2');
  });

  it.each([
    ['a lone surrogate', 'Hallo \ud800'],
    ['a bell character', 'Hallo\u0007'],
    ['a right-to-left override', 'Hallo \u202e dlroW'],
  ])('refuses %s', (_label, message) => {
    expect(firstMessages(contactSchema.safeParse({ ...contact, message }))).toEqual({ message: textMessages.invalidCharacters });
  });
});

describe('e-mail addresses', () => {
  it.each(['a,b;c@x..y', 'a,b@x.de', 'a;b@x.de', 'anna@x..de', 'anna@-x.de', 'anna@x-.de', 'anna@x.d', 'anna@x.123', '"a b"@x.de', 'anna@x_y.de', '.anna@x.de', 'an..na@x.de', 'anna@localhost', `${'a'.repeat(65)}@x.de`, `a@${'b'.repeat(64)}.de`, `a@${'b.'.repeat(130)}de`, 'anna@sälon.de'])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
      expect(firstMessages(contactSchema.safeParse({ ...contact, email }))).toHaveProperty('email');
    },
  );

  it.each(['anna@salon-schmidt.de', 'a.b+c@mail.example.co.uk', "o'brien@x.ie", 'x@xn--slon-loa.de', `${'a'.repeat(64)}@x.de`])('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it('gives each form its own wording', () => {
    expect(firstMessages(contactSchema.safeParse({ ...contact, email: 'a,b;c@x..y' }))).toEqual({ email: contactMessages.email });
    expect(firstMessages(demoRequestSchema.safeParse({ ...demo, email: 'a,b;c@x..y' }))).toEqual({ email: demoMessages.emailInvalid });
  });
});

describe('phone numbers: one rule on both forms', () => {
  it.each(['keine Nummer <b>', '((((((', '12345', '+49 30 12a456', '1'.repeat(31)])('refuses %j', (phone) => {
    expect(isPhoneNumber(phone) && phone.length <= 30).toBe(false);
    expect(firstMessages(contactSchema.safeParse({ ...contact, phone }))).toHaveProperty('phone');
    expect(firstMessages(demoRequestSchema.safeParse({ ...demo, phone }))).toHaveProperty('phone');
  });

  it('answers a wrong phone number with the phone message on both forms, an empty one on the demo form with "required"', () => {
    expect(firstMessages(contactSchema.safeParse({ ...contact, phone: 'keine Nummer <b>' }))).toEqual({ phone: contactMessages.phone });
    expect(firstMessages(demoRequestSchema.safeParse({ ...demo, phone: 'keine Nummer <b>' }))).toEqual({ phone: contactMessages.phone });
    expect(firstMessages(demoRequestSchema.safeParse({ ...demo, phone: '' }))).toEqual({ phone: demoMessages.phone });
  });

  it.each(['030 123456', '+49 (30) 123-456', '0171-1234567'])('accepts %j', (phone) => {
    expect(demoRequestSchema.safeParse({ ...demo, phone }).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, phone }).success).toBe(true);
  });
});

describe('the demo form', () => {
  it('wants names of at least two characters, like the contact form', () => {
    expect(firstMessages(demoRequestSchema.safeParse({ ...demo, first_name: 'E', last_name: 'R' }))).toEqual({
      first_name: contactMessages.nameMin,
      last_name: contactMessages.nameMin,
    });
    expect(firstMessages(demoFormSchema.safeParse({ firstName: 'E', lastName: 'Roth', companyName: 'X', email: 'e@r.de', phone: '030 123456', privacy_accepted: true }))).toEqual({
      firstName: contactMessages.nameMin,
    });
  });

  it('limits every field', () => {
    const long = (n: number) => 'a'.repeat(n);
    expect(Object.keys(firstMessages(demoRequestSchema.safeParse({ ...demo, first_name: long(101), last_name: long(101), company_name: long(201) }))).sort()).toEqual([
      'company_name',
      'first_name',
      'last_name',
    ]);
  });
});
