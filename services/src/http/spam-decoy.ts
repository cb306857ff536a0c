/**
 * The answer to a submission that tripped the honeypot or the fill time: what the route's real path
 * would answer, so a bot cannot tell it was dropped. Nothing is stored.
 * - The body is validated with the route's own schema: an invalid one gets the same 400.
 * - The id is made the way the real path makes it: a contact or demo request with an idempotency key
 *   gets the id derived from the key (idFromIdempotencyKey, as submitRequest does), without one a random
 *   UUID; a booking's id is a random-looking UUID v4 like a real booking's, the same for a retry with
 *   the same key (derived with the HMAC key, so nobody can compute it), and its slot is normalised
 *   and must be offered (else the real path's 400).
 * Left apart: what only the stores know (a taken slot's 409, the per-address 429, a key reused with
 * another body): the decoy reads no table.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  contactSchema,
  demoRequestSchema,
  introCallBookingSchema,
  isOfferedIntroCallSlot,
  type ApiRoute,
  type CreatedBody,
  type IntroCallBookedBody,
} from '@rufbereit/shared';
import { altchaHmacKey } from '../adapters/altcha-hmac-key';
import { jsonResponse } from './responses';
import { validateInput } from './validation';
import { bookingRefusals } from '../use-cases/book-intro-call';
import { idFromIdempotencyKey } from '../use-cases/idempotency';

/** A UUID v4 shape from 16 bytes (version and variant bits set as randomUUID sets them). */
function uuidV4Of(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

async function decoyBookingId(key: string | undefined): Promise<string> {
  if (!key) return randomUUID();
  return uuidV4Of(createHmac('sha256', await altchaHmacKey()).update(`decoy-booking\n${key}`).digest());
}

type DecoyBody = CreatedBody | IntroCallBookedBody;

/** Per protected route (route table `proofOfWork`): its real path's validation and id. */
const decoys: Record<string, (body: unknown, key: string | undefined, now: Date) => Promise<DecoyBody>> = {
  createContact: async (body, key) => {
    validateInput(contactSchema, body);
    return { id: key ? idFromIdempotencyKey('contact', key) : randomUUID() };
  },
  createDemoRequest: async (body, key) => {
    validateInput(demoRequestSchema, body);
    return { id: key ? idFromIdempotencyKey('demo_request', key) : randomUUID() };
  },
  bookIntroCall: async (body, key, now) => {
    const slot = new Date(validateInput(introCallBookingSchema, body).slot).toISOString();
    if (!isOfferedIntroCallSlot(slot, now)) throw bookingRefusals.notOffered();
    return { id: await decoyBookingId(key), slot };
  },
};

/** The routes a decoy answers (a test keeps it equal to the route table's proofOfWork routes). */
export const decoyRouteIds = Object.keys(decoys);

/** `idempotencyKey`: the request's Idempotency-Key header, as the real path reads it. */
export async function decoyAnswer(route: Pick<ApiRoute, 'id'>, body: unknown, idempotencyKey?: string, now = new Date()): Promise<APIGatewayProxyStructuredResultV2> {
  const decoy = decoys[route.id];
  if (!decoy) throw new Error(`No decoy answer for ${route.id}: add one in services/src/http/spam-decoy.ts`);
  return jsonResponse(201, await decoy(body, idempotencyKey?.trim() || undefined, now));
}
