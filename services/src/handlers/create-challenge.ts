/**
 * GET /api/challenge — a fresh proof-of-work challenge (ALTCHA) for the public forms, signed with
 * the HMAC key (ALTCHA_HMAC_KEY locally, the generated secret ALTCHA_HMAC_KEY_SECRET_ARN on AWS).
 * Answers 200 ProofOfWorkChallenge, never cached: each form gets its own.
 */
import { altchaHmacKey } from '../adapters/altcha-hmac-key';
import { createHttpHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { issueChallenge } from '../spam/proof-of-work';

export const handler = createHttpHandler(async () => jsonResponse(200, await issueChallenge(await altchaHmacKey())));
