import { describe, expect, it } from 'vitest';
import { germanApiError, requestIdOf } from './api-errors';
import { apiErrorMessages, apiMessages } from './api-messages';

const id = 'Abc123-request';
const support = (text: string) => `${text} (Fehler-ID für den Support: ${id})`;

describe('germanApiError', () => {
  it.each([
    [500, { message: 'Internal Server Error' }, apiMessages.internal],
    [502, { message: 'Internal Server Error' }, apiErrorMessages.timeout],
    [503, { message: 'Service Unavailable' }, apiErrorMessages.unavailable],
    [504, { message: 'Endpoint request timed out' }, apiErrorMessages.timeout],
    [429, { message: 'Too Many Requests' }, apiMessages.tooManyRequests],
    [500, { errorMessage: 'Task timed out after 10.00 seconds', errorType: 'Sandbox.Timedout' }, apiMessages.internal],
    [503, undefined, apiErrorMessages.unavailable],
    [0, undefined, apiErrorMessages.network],
  ])('maps %i %j to German with the request id', (status, body, text) => {
    expect(germanApiError({ status, body, headerRequestId: id }).message).toBe(support(text));
  });

  it('maps a firewall block (CloudFront HTML, or the WAF body) to the firewall text with the id', () => {
    expect(germanApiError({ status: 403, body: undefined, headerRequestId: id }).message).toBe(support(apiMessages.blockedByFirewall));
    expect(germanApiError({ status: 403, body: { message: 'Forbidden' }, headerRequestId: id }).message).toBe(support(apiMessages.blockedByFirewall));
    expect(germanApiError({ status: 403, body: { message: apiMessages.blockedByFirewall }, headerRequestId: id }).message).toBe(support(apiMessages.blockedByFirewall));
  });

  it('keeps our own German message and field messages; no id for an answer to the user’s input', () => {
    const body = { message: apiMessages.invalidInput, errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } };
    expect(germanApiError({ status: 400, body, headerRequestId: id })).toEqual({ message: apiMessages.invalidInput, fields: body.errors, requestId: id });
    expect(germanApiError({ status: 403, body: { message: apiMessages.forbidden } }).message).toBe(apiMessages.forbidden);
  });

  it('keeps our own German 500/503 message and adds the id', () => {
    expect(germanApiError({ status: 503, body: { message: apiMessages.storeUnavailable }, headerRequestId: id }).message).toBe(support(apiMessages.storeUnavailable));
  });

  it('maps English 4xx texts of the gateway by status', () => {
    expect(germanApiError({ status: 401, body: { message: 'Unauthorized' } }).message).toBe(apiMessages.unauthorized);
    expect(germanApiError({ status: 404, body: { message: 'Not Found' } }).message).toBe(apiMessages.notFound);
    expect(germanApiError({ status: 413, body: { message: 'Request Entity Too Large' } }).message).toBe(apiMessages.bodyTooLarge);
    expect(germanApiError({ status: 400, body: { message: 'Bad Request' } }).message).toBe(apiMessages.invalidInput);
  });

  it('reads the request id from the body when no header carries it', () => {
    expect(germanApiError({ status: 500, body: { message: 'Internal Server Error', requestId: id } })).toEqual({ message: support(apiMessages.internal), requestId: id });
  });

  it('says nothing about an id it does not have', () => {
    expect(germanApiError({ status: 503, body: { message: 'Service Unavailable' } })).toEqual({ message: apiErrorMessages.unavailable });
  });
});

describe('requestIdOf', () => {
  it('prefers API Gateway’s id, then Lambda’s, then CloudFront’s', () => {
    expect(requestIdOf(new Headers({ 'x-amz-cf-id': 'cf', 'apigw-requestid': 'gw' }))).toBe('gw');
    expect(requestIdOf(new Headers({ 'x-amz-cf-id': 'cf', 'x-amzn-RequestId': 'lambda' }))).toBe('lambda');
    expect(requestIdOf(new Headers({ 'x-amz-cf-id': 'cf' }))).toBe('cf');
    expect(requestIdOf(new Headers())).toBeUndefined();
  });
});
