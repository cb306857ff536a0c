import { describe, expect, it } from 'vitest';
import { apiMessages, contactMessages, contactSchema, demoMessages, demoRequestSchema } from '@rufbereit/shared';
import { HttpError } from './http-error';
import { validateInput } from './validation';

const errorsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
    throw error;
  }
  throw new Error('expected a validation error');
};

describe('validateInput', () => {
  it('returns the parsed input (trimmed, defaults filled)', () => {
    const input = validateInput(contactSchema, {
      firstname: ' Max ',
      lastname: 'Muster',
      email: 'max@example.de',
      service_preference: 'demo',
      privacy_accepted: true,
    });
    expect(input).toMatchObject({ firstname: 'Max', phone: '', company_name: '', message: '' });
  });

  it('maps each field to its first German message from the spec', () => {
    const { status, body } = errorsOf(() =>
      validateInput(contactSchema, {
        firstname: 'M',
        lastname: 'Muster',
        email: 'kein mail',
        phone: 'abc',
        service_preference: 'x',
        privacy_accepted: false,
      }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      message: apiMessages.invalidInput,
      errors: {
        firstname: contactMessages.nameMin,
        email: contactMessages.email,
        phone: contactMessages.phone,
        service_preference: contactMessages.servicePreference,
        privacy_accepted: contactMessages.privacy,
      },
    });
  });

  it('answers missing fields and wrong types in German, never in zod English', () => {
    const { body } = errorsOf(() => validateInput(demoRequestSchema, { first_name: 42, email: '' }));
    expect(body.errors).toEqual({
      first_name: apiMessages.fieldInvalid,
      last_name: apiMessages.fieldRequired,
      company_name: apiMessages.fieldRequired,
      email: demoMessages.emailRequired,
      phone: apiMessages.fieldRequired,
      privacy_accepted: demoMessages.privacy,
    });
  });

  it('answers 400 without field errors when the body is not an object', () => {
    expect(errorsOf(() => validateInput(contactSchema, [1, 2]))).toEqual({
      status: 400,
      body: { message: apiMessages.invalidInput, errors: {} },
    });
  });
});
