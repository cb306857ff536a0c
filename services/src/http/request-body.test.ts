import { describe, expect, it } from 'vitest';
import { MAX_FORM_BODY_BYTES, apiMessages } from '@rufbereit/shared';
import { apiEvent } from '../testing/api-event';
import { HttpError } from './http-error';
import { headerValue, parseJsonBody } from './request-body';

const rejection = (fn: () => unknown): HttpError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
};

describe('parseJsonBody', () => {
  it('parses a JSON body, also base64-encoded and with charset or +json media types', () => {
    expect(parseJsonBody(apiEvent({ body: '{"a":"ä"}' }))).toEqual({ a: 'ä' });
    const base64 = Buffer.from('{"a":"ä"}', 'utf8').toString('base64');
    expect(parseJsonBody(apiEvent({ body: base64, isBase64Encoded: true }))).toEqual({ a: 'ä' });
    expect(
      parseJsonBody(apiEvent({ body: '[1]', headers: { 'Content-Type': 'application/json; charset=UTF-8' } })),
    ).toEqual([1]);
    expect(parseJsonBody(apiEvent({ body: '{}', headers: { 'content-type': 'application/vnd.api+json' } }))).toEqual({});
  });

  it('accepts a request without content type', () => {
    expect(parseJsonBody(apiEvent({ body: '{"x":1}', headers: {} }))).toEqual({ x: 1 });
  });

  it('answers 415 for a declared non-JSON type', () => {
    const error = rejection(() =>
      parseJsonBody(apiEvent({ body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } })),
    );
    expect(error.statusCode).toBe(415);
    expect(error.body).toEqual({ message: apiMessages.unsupportedMediaType });
  });

  it('answers 400 with the German message for malformed JSON and an empty body', () => {
    for (const event of [apiEvent({ body: '{"firstname": ' }), apiEvent({})]) {
      const error = rejection(() => parseJsonBody(event));
      expect(error.statusCode).toBe(400);
      expect(error.body).toEqual({ message: apiMessages.malformedJson });
    }
  });

  it('answers 400 to a body that is not UTF-8, also when it arrives decoded with U+FFFD as API Gateway passes text bodies', () => {
    for (const event of [
      apiEvent({ body: Buffer.from([0x7b, 0xff, 0x7d]).toString('base64'), isBase64Encoded: true }),
      apiEvent({ body: Buffer.from('{"text":"Gr\xfc\xdfe"}', 'latin1').toString('utf8') }),
      apiEvent({ body: '{"text":"Gr\\ufffde"}' }),
      apiEvent({ body: '{"a":[{"\uFFFD":1}]}' }),
    ]) {
      const error = rejection(() => parseJsonBody(event));
      expect(error.statusCode).toBe(400);
      expect(error.body).toEqual({ message: apiMessages.invalidEncoding });
    }
  });

  it('accepts exactly the limit and answers 413 one byte above it (counting UTF-8 bytes)', () => {
    const filler = (bytes: number) => JSON.stringify({ m: 'x'.repeat(bytes - 8) }); // {"m":""} is 8 bytes
    expect(() => parseJsonBody(apiEvent({ body: filler(MAX_FORM_BODY_BYTES) }))).not.toThrow();
    expect(rejection(() => parseJsonBody(apiEvent({ body: filler(MAX_FORM_BODY_BYTES + 1) }))).statusCode).toBe(413);

    // 'ä' is 2 bytes: fewer characters than the limit, more bytes.
    const umlauts = JSON.stringify({ m: 'ä'.repeat(MAX_FORM_BODY_BYTES / 2) });
    expect(umlauts.length).toBeLessThan(MAX_FORM_BODY_BYTES);
    const error = rejection(() => parseJsonBody(apiEvent({ body: umlauts })));
    expect(error.statusCode).toBe(413);
    expect(error.body).toEqual({ message: apiMessages.bodyTooLarge });

    const base64 = Buffer.from(filler(MAX_FORM_BODY_BYTES + 1)).toString('base64');
    expect(rejection(() => parseJsonBody(apiEvent({ body: base64, isBase64Encoded: true }))).statusCode).toBe(413);
  });
});

describe('headerValue', () => {
  it('finds headers case-insensitively', () => {
    expect(headerValue({ headers: { 'Idempotency-Key': 'k1' } }, 'idempotency-key')).toBe('k1');
    expect(headerValue({ headers: {} }, 'idempotency-key')).toBeUndefined();
  });
});
