/**
 * Vapi's error answers. Its API is a NestJS service: an error is `{ message, error, statusCode }` with the
 * status's reason phrase in `error` and, for a refused body, `message` as the list of what failed (the
 * class-validator shape). Docs: https://docs.vapi.ai/api-reference/phone-numbers/create (Authorization:
 * Bearer; the responses). The 401 body is the one Vapi's API gives for a key it does not know, verbatim as
 * reported in https://support.vapi.ai/t/28586614/getting-401-unauthorized-invalid-key-when-creating-a-call
 * (the docs name only the status). The 400 and 404 texts are ours in Vapi's shape (gap: not Vapi's wording).
 */
export class VapiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string | string[],
  ) {
    super(Array.isArray(messages) ? messages.join('; ') : messages);
  }
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 405: 'Method Not Allowed', 413: 'Payload Too Large', 500: 'Internal Server Error' };

export interface VapiErrorBody {
  message: string | string[];
  error: string;
  statusCode: number;
}

export const vapiErrorBody = (status: number, message: string | string[]): VapiErrorBody => ({ message, error: REASONS[status] ?? 'Error', statusCode: status });

export const INVALID_KEY_MESSAGE = 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.';

export const notFound = (): VapiHttpError => new VapiHttpError(404, 'Not Found');
export const badRequest = (...messages: string[]): VapiHttpError => new VapiHttpError(400, messages);
