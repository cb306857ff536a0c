import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { assistantConfigMessages, defaultAssistantConfig, textMessages, type AssistantConfig, type AssistantConfigResponse, type MeResponse, type OEmbedRichBody } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { apiJsonRequest } from '../support/api-call';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * What a signed-in account (or staff) stores, as an attacker shapes it: versions at the edge of what
 * a number can count (never a 500), and the text rules of the public forms on every stored text field
 * and on what oEmbed echoes (no NUL, BEL, line breaks in one-line fields, bidi controls; one plain
 * mailbox per e-mail field).
 */
let local: LocalEnvironment;
let customer: Tokens;
let admin: Tokens;
let customerId: string;

beforeAll(async () => {
  // Its own environment: it edits the demo catalogue every visitor sees (other files list it whole).
  local = await startTestEnvironment();
  const email = uniqueEmail('grenzen');
  await createAccount(local, email, 'Kunden-Passwort-42');
  [customer, admin] = await Promise.all([signInWithTotp(local, email, 'Kunden-Passwort-42'), signInWithTotp(local, local.admin.email, local.admin.password)]);
  customerId = (await call<MeResponse>('GET', '/me', customer)).json.id;
}, 180_000);

const call = apiJsonRequest(() => local.urls.api);
const valid: AssistantConfig = { ...defaultAssistantConfig, assistant_name: 'Anna', greeting_message: 'Guten Tag, Praxis Beispiel.' };

/** PUT with a raw JSON body, so numbers beyond what JavaScript writes (1e400, 2^53 + 1) reach the API as sent. */
async function putRaw(versionLiteral: string, config: AssistantConfig = valid): Promise<{ status: number; body: string }> {
  const response = await fetch(`${local.urls.api}/me/assistant-config`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${customer.access}`, 'content-type': 'application/json' },
    body: `{"config":${JSON.stringify(config)},"version":${versionLiteral}}`,
  });
  return { status: response.status, body: await response.text() };
}
const storedVersion = async (): Promise<number> => (await call<AssistantConfigResponse>('GET', '/me/assistant-config', customer)).json.version;

async function setStoredVersion(version: number): Promise<void> {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    await doc.send(new UpdateCommand({ TableName: 'assistant_configurations', Key: { user_id: customerId }, UpdateExpression: 'SET version = :v', ExpressionAttributeValues: { ':v': version } }));
  } finally {
    doc.destroy();
  }
}

describe('versions at the integer edge', () => {
  it('answers 400 or 409, never 5xx, for any version a client sends (fast-check across the edges)', async () => {
    expect((await putRaw('0')).status).toBe(200);
    const edges = [0, 1, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 2, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, Number.MAX_VALUE];
    const version = fc.oneof(
      fc.constantFrom(...edges).map(String),
      fc.integer({ min: 2 ** 53 - 64, max: 2 ** 53 - 1 }).map(String),
      fc.integer().map(String),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
      fc.constantFrom('9007199254740993', '1e400', '-1e400', '1.5', '-0', '"1"', 'null', 'true', '[1]'),
    );
    await fc.assert(
      fc.asyncProperty(version, async (literal) => {
        const { status } = await putRaw(literal);
        // Version 1 is the stored one: only it may save (and then the next is 2, and so on).
        if (status === 200) return Number(literal) === (await storedVersion()) - 1;
        return status === 400 || status === 409;
      }),
      { numRuns: 60 },
    );
  });

  it('refuses the largest safe integer with 400 (it cannot be incremented) and counts up to it from one below', async () => {
    const refused = await putRaw(String(Number.MAX_SAFE_INTEGER));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ errors: { version: assistantConfigMessages.version } });

    // A stored version one below the edge still saves once, to the edge; the edge itself then refuses.
    await setStoredVersion(Number.MAX_SAFE_INTEGER - 1);
    expect((await putRaw(String(Number.MAX_SAFE_INTEGER - 1))).status).toBe(200);
    expect(await storedVersion()).toBe(Number.MAX_SAFE_INTEGER);
    expect((await putRaw(String(Number.MAX_SAFE_INTEGER))).status).toBe(400);
    await setStoredVersion(1);
  });
});
afterAll(async () => {
  await local?.stop();
});

describe('text rules on every stored text field', () => {
  const hostile = ['A\u0000B', 'A\u0007B', 'A\u202EcB', 'A\u2066B\u2069', 'A\u200BB'];

  it.each([
    ['assistant_name', (v: string) => ({ assistant_name: v })],
    ['assistant_name with a line break', (v: string) => ({ assistant_name: `${v}\r\nX` })],
    ['website_url', (v: string) => ({ website_url: `https://beispiel.de/${v}` })],
    ['a keyword rule', (v: string) => ({ forwarding_rules: [{ id: 'r1', match: { kind: 'keyword' as const, keyword: v }, target: { kind: 'phone' as const, phone: '030 123456' }, when: 'always' as const }] })],
  ])('refuses %s with control, bidi or zero-width characters (400, the text rules’ message), stores nothing', async (_field, change) => {
    const before = await call<AssistantConfigResponse>('GET', '/me/assistant-config', customer);
    for (const value of hostile) {
      const answer = await putRaw(String(before.json.version), { ...valid, ...change(value) } as AssistantConfig);
      expect({ value, status: answer.status }).toEqual({ value, status: 400 });
      expect(answer.body).toContain(textMessages.invalidCharacters);
    }
    expect((await call<AssistantConfigResponse>('GET', '/me/assistant-config', customer)).json).toEqual(before.json);
  });

  it('refuses NUL and bidi controls in the greeting, and keeps its line breaks', async () => {
    const version = await storedVersion();
    for (const greeting_message of ['Hallo\u0000', 'Hallo \u202Eolla']) expect((await putRaw(String(version), { ...valid, greeting_message })).status).toBe(400);
    expect((await putRaw(String(version), { ...valid, greeting_message: 'Guten Tag,\nPraxis Beispiel.' })).status).toBe(200);
  });

  it('refuses e-mail lists, quoted local parts and display names in every e-mail field', async () => {
    const version = await storedVersion();
    for (const address of ['x,y@a.b', '"<b>"@x.y', 'Eve <eve@beispiel.de>', 'a@beispiel.de\nBcc: b@beispiel.de', 'a@b\u202E.de']) {
      for (const change of [
        { main_contact_email: address },
        { forwarding_recipients: [address] },
        { notes_recipients: [address] },
        { forwarding_rules: [{ id: 'r1', match: { kind: 'inquiry' as const, inquiry: 'support' as const }, target: { kind: 'email' as const, email: address }, when: 'always' as const }] },
      ]) {
        const answer = await putRaw(String(version), { ...valid, ...change } as AssistantConfig);
        expect({ address, change: Object.keys(change)[0], status: answer.status }).toEqual({ address, change: Object.keys(change)[0], status: 400 });
      }
    }
    expect(await storedVersion()).toBe(version);
  });

  it('refuses a document name and a demo track title with a bidi override', async () => {
    const document = await call('POST', '/me/assistant-config/documents', customer, { name: 'rechnung\u202Efdp.txt', size: 10 });
    expect(document.status).toBe(400);
    expect(JSON.stringify(document.json)).toContain(textMessages.invalidCharacters);
    const audio = await call('POST', '/me/audio-uploads', customer, { name: 'ansage\u202E3pm.mp3', size: 10 });
    expect(audio.status).toBe(400);
    const track = await call('POST', '/admin/demos', admin, { title: 'Zahnarzt \u202Eevil', description: 'x', categoryId: 'health', uploadId: `${crypto.randomUUID()}.mp3` });
    expect(track.status).toBe(400);
    expect((track.json as { errors: Record<string, string> }).errors.title).toBe(textMessages.invalidCharacters);
  });
});

describe('what oEmbed echoes', () => {
  it('puts no bidi, zero-width or control characters from `company` into the title or the iframe', async () => {
    const company = 'Praxis\u202Eevil\u2066x\u2069\u200B\u0007Ende';
    const url = `${local.urls.site}/demo-player?category=health&company=${encodeURIComponent(company)}`;
    const response = await fetch(`${local.urls.api}/oembed?${new URLSearchParams({ url, format: 'json' }).toString()}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as OEmbedRichBody;
    for (const text of [body.title, body.html]) expect(text).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    expect(body.title).toContain('Praxis evil x');
  });
});
