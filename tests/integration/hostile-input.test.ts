import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, contactSchema, demoRequestSchema, type RequestKind, type TableName } from '@rufbereit/shared';
import { idFromIdempotencyKey } from '../../services/src/use-cases/idempotency';
import type { LocalEnvironment } from '../../infra/local/environment';
import { getStoredRequest, postJson, sharedTestEnvironment } from '../support/local-environment';

/**
 * Generated input, friendly and hostile, against both form endpoints of the running local stack:
 * never a 5xx, the API accepts exactly what the shared schema accepts, nothing is stored for what it
 * refuses, and whatever it accepts is synced to the CRM and mailed without a failure.
 * FUZZ_RUNS raises the number of cases (the bench runs thousands; `npm test` a few hundred).
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 150;

let local: LocalEnvironment;
beforeAll(async () => {
  local = await sharedTestEnvironment();
});

/** Characters that broke mail, the CRM or the inbox before, and separators of address lists. */
const hostileChar = fc.constantFrom(
  '\ud800', '\udfff', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\r', '\t', '\u200b', '\u200d', '\u2060', '\ufeff',
  '\u202e', '\u2066', '\u2028', '\u00ad', '<b>', '"', "'", ',', ';', '@', '..', ' ', '\u3000', 'e\u0301', '😀', '\ud83d',
);
const friendly = fc.constantFrom('Erika', 'Jürgen', 'Zoë', 'Ñúñez-Øster', '東京サロン', 'Praxis am Markt', "O'Brien", 'Anna Lena');
const text = fc.oneof(
  { weight: 4, arbitrary: friendly },
  { weight: 3, arbitrary: fc.array(fc.oneof(hostileChar, friendly, fc.string({ unit: 'grapheme-ascii', maxLength: 4 })), { maxLength: 6 }).map((p) => p.join('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 95, maxLength: 260 }) },
);
const email = fc.oneof(
  { weight: 4, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.tuple(fc.emailAddress(), hostileChar, fc.nat(40)).map(([e, c, at]) => e.slice(0, at) + c + e.slice(at)) },
  { weight: 1, arbitrary: fc.constantFrom('a,b;c@x..y', 'anna@x', 'anna@-x.de', `${'a'.repeat(250)}@x.de`) },
  { weight: 1, arbitrary: text },
);
const phone = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[0-9+ ()-]{0,34}$/) },
  { weight: 1, arbitrary: fc.constantFrom('keine Nummer <b>', '((((((', '+49 30 1234567', '') },
  { weight: 1, arbitrary: text },
);
/** Now and then a value of the wrong type, or none. */
const field = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) });
const consent = fc.oneof({ weight: 8, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constantFrom(false, 'true', 1, null) });
const message = fc.oneof(text, fc.array(fc.oneof(text, fc.constantFrom('\n', '\r\n', '\t')), { maxLength: 8 }).map((p) => p.join('')));

const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._+-]{0,15}$/), fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/), fc.constantFrom('de', 'com', 'co.uk'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const plainPhone = fc.stringMatching(/^\+?[0-9]{3,5} [0-9]{4,9}$/);

/** A plausible submission: mostly valid, so the accepted path is exercised as much as the refused one. */
const contactBase = {
  firstname: friendly,
  lastname: friendly,
  email: plainEmail,
  phone: fc.oneof(plainPhone, fc.constant('')),
  company_name: fc.oneof(friendly, fc.constant('')),
  service_preference: fc.constantFrom('direct_start', 'consultation', 'demo'),
  message: fc.oneof(friendly, fc.constant('Bitte rufen Sie mich an.\r\nDanke!')),
  privacy_accepted: fc.constant(true),
};
const contactHostile = {
  firstname: field(text),
  lastname: field(text),
  email: field(email),
  phone: field(phone),
  company_name: field(text),
  service_preference: field(fc.constantFrom('direct_start', 'callback', '')),
  message: field(message),
  privacy_accepted: consent,
};
const demoBase = {
  first_name: friendly,
  last_name: friendly,
  company_name: friendly,
  email: plainEmail,
  phone: plainPhone,
  privacy_accepted: fc.constant(true),
};
const demoHostile = {
  first_name: field(text),
  last_name: field(text),
  company_name: field(text),
  email: field(email),
  phone: field(phone),
  privacy_accepted: consent,
};

/** A plausible body with one to three fields replaced by generated, often hostile, values. */
function mutated<K extends string>(base: Record<K, fc.Arbitrary<unknown>>, hostile: Record<K, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base) as K[];
  return fc.record(base).chain((body) =>
    fc.subarray(keys, { minLength: 0, maxLength: 3 }).chain((replaced) =>
      fc.record(Object.fromEntries(replaced.map((k) => [k, hostile[k]])) as Record<K, fc.Arbitrary<unknown>>).map((values) => ({ ...body, ...values })),
    ),
  );
}
const contactBody = mutated(contactBase, contactHostile);
const demoBody = mutated(demoBase, demoHostile);

const endpoints: Array<{ kind: RequestKind; path: string; table: TableName; schema: typeof contactSchema | typeof demoRequestSchema; body: fc.Arbitrary<unknown> }> = [
  { kind: 'contact', path: 'contacts', table: 'contacts', schema: contactSchema, body: contactBody },
  { kind: 'demo_request', path: 'demo-requests', table: 'demo_requests', schema: demoRequestSchema, body: demoBody },
];

describe.each(endpoints)('POST /api/$path with generated input', ({ kind, path, table, schema, body }) => {
  it(`answers 201 for exactly what the shared schema accepts, 400 otherwise, stores nothing it refuses, and syncs and mails what it accepts (${RUNS} cases)`, async () => {
    const accepted: string[] = [];
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 19, arbitrary: body }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }), async (input) => {
        const key = randomUUID();
        const { status } = await postJson(`${local.urls.api}/${path}`, input === undefined ? 'null' : input, { [IDEMPOTENCY_HEADER]: key });
        expect(status).toBeLessThan(500);
        const valid = schema.safeParse(input).success;
        expect(status).toBe(valid ? 201 : 400);
        const id = idFromIdempotencyKey(kind, key);
        if (valid) accepted.push(id);
        else {
          refused++;
          expect(await getStoredRequest(local, table, id)).toBeUndefined();
        }
      }),
      { numRuns: RUNS },
    );
    // Both outcomes were exercised.
    expect(accepted.length).toBeGreaterThan(RUNS / 10);
    expect(refused).toBeGreaterThan(RUNS / 10);

    await local.whenIdle();
    for (const id of accepted) {
      const record = await getStoredRequest(local, table, id);
      expect(record, id).toBeDefined();
      expect({ id, crm: record?.crm.status, mail: record?.mail.status, error: record?.crm.lastError ?? record?.mail.lastError }).toEqual({
        id,
        crm: 'done',
        mail: 'done',
        error: undefined,
      });
    }
  }, 240_000);
});
