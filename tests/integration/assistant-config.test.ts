import { beforeAll, describe, expect, it } from 'vitest';
import {
  assistantConfigMessages,
  defaultAssistantConfig,
  defaultOpeningHours,
  openingHoursMessages,
  documentMessages,
  type AssistantConfig,
  type AssistantConfigListResponse,
  type AssistantConfigResponse,
  type AssistantDocument,
  type DocumentUploadTicket,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiJsonRequest, walkPages } from '../support/api-call';
import { sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/** The assistant configuration API against the local stack: per-user data, versions, documents in S3. */
let local: LocalEnvironment;
let anna: Tokens;
let ben: Tokens;
let annaEmail: string;
let benEmail: string;
const PASSWORD = 'Konfig-Passwort-77';

beforeAll(async () => {
  local = await sharedTestEnvironment();
  [annaEmail, benEmail] = [uniqueEmail('anna'), uniqueEmail('ben')];
  await Promise.all([createAccount(local, annaEmail, PASSWORD), createAccount(local, benEmail, PASSWORD)]);
  [anna, ben] = await Promise.all([signInWithTotp(local, annaEmail, PASSWORD), signInWithTotp(local, benEmail, PASSWORD)]);
});

const call = apiJsonRequest(() => local.urls.api);

const filled: AssistantConfig = {
  ...defaultAssistantConfig,
  voice: 'valentina',
  language: 'en',
  formality_level: 'informal',
  assistant_name: 'Frieda',
  greeting_message: 'Hallo, hier ist Frieda vom Salon Schnittig. Wie kann ich helfen?',
  website_url: 'https://www.salon-schnittig.de',
  supported_inquiries: ['appointment', 'callback'],
  forwarding_rules: [
    { id: 'r1', match: { kind: 'inquiry', inquiry: 'support' }, target: { kind: 'phone', phone: '+49 30 1234567' }, when: 'openingHours' },
    { id: 'r2', match: { kind: 'keyword', keyword: 'Notfall' }, target: { kind: 'email', email: 'chefin@salon-schnittig.de' }, when: 'always' },
  ],
  forwarding_recipients: ['team@salon-schnittig.de'],
  notes_recipients: ['notizen@salon-schnittig.de'],
  main_contact_email: 'kontakt@salon-schnittig.de',
  notification_settings: { email: false, summary: true },
};

/** The browser's part: the presigned POST straight to the bucket. */
async function upload(tokens: Tokens, name: string, bytes: Uint8Array<ArrayBuffer>): Promise<{ ticket: DocumentUploadTicket; uploadStatus: number }> {
  const { status, json: ticket } = await call<DocumentUploadTicket>('POST', '/me/assistant-config/documents', tokens, { name, size: bytes.length });
  expect(status).toBe(201);
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  return { ticket, uploadStatus: response.status };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

describe('the configuration', () => {
  it('starts with the specification’s defaults', async () => {
    const { status, json } = await call<AssistantConfigResponse>('GET', '/me/assistant-config', anna);
    expect(status).toBe(200);
    expect(json).toEqual({ config: defaultAssistantConfig, version: 0, updatedAt: null, documents: [] });
    expect(json.config).toMatchObject({ language: 'de', formality_level: 'formal', notification_settings: { email: true, summary: true } });
  });

  it('refuses invalid input with the specification’s German messages', async () => {
    const { status, json } = await call<{ errors: Record<string, string> }>('PUT', '/me/assistant-config', anna, {
      version: 0,
      config: { ...filled, voice: '', assistant_name: ' ', greeting_message: '', website_url: 'keine url', main_contact_email: 'x@', forwarding_rules: [{ id: 'r', match: { kind: 'keyword', keyword: '' }, target: { kind: 'phone', phone: 'abc' }, when: 'always' }] },
    });
    expect(status).toBe(400);
    expect(json.errors).toMatchObject({
      'config.voice': assistantConfigMessages.voice,
      'config.assistant_name': assistantConfigMessages.name,
      'config.greeting_message': assistantConfigMessages.greeting,
      'config.website_url': assistantConfigMessages.url,
      'config.main_contact_email': assistantConfigMessages.email,
      'config.forwarding_rules.0.match.keyword': assistantConfigMessages.keyword,
      'config.forwarding_rules.0.target.phone': assistantConfigMessages.phone,
    });
  });

  it('saves per user with a version; a stale version answers 409 and changes nothing', async () => {
    const saved = await call<AssistantConfigResponse>('PUT', '/me/assistant-config', anna, { version: 0, config: filled });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ config: filled, version: 1 });
    expect((await call<AssistantConfigResponse>('GET', '/me/assistant-config', anna)).json.config).toEqual(filled);

    const stale = await call<{ message: string }>('PUT', '/me/assistant-config', anna, { version: 0, config: { ...filled, assistant_name: 'Anderer Tab' } });
    expect(stale).toEqual({ status: 409, json: { message: assistantConfigMessages.conflict } });
    expect((await call<AssistantConfigResponse>('PUT', '/me/assistant-config', anna, { version: 1, config: { ...filled, assistant_name: 'Greta' } })).json.version).toBe(2);

    // Another account sees only its own (the user id comes from the token; a body cannot name one).
    const other = await call<AssistantConfigResponse>('PUT', '/me/assistant-config', ben, { version: 0, config: filled, user_id: 'someone-else' });
    expect(other.status).toBe(200);
    expect((await call<AssistantConfigResponse>('GET', '/me/assistant-config', anna)).json.config.assistant_name).toBe('Greta');
  });
});

describe('opening hours', () => {
  it('are checked on the server in German (time, order, overlap, state), saved with a break and read back', async () => {
    const email = uniqueEmail('oeffnung');
    await createAccount(local, email, PASSWORD);
    const tokens = await signInWithTotp(local, email, PASSWORD);
    const days = { ...defaultOpeningHours.days };
    const bad = await call<{ errors: Record<string, string> }>('PUT', '/me/assistant-config', tokens, {
      version: 0,
      config: {
        ...filled,
        opening_hours: {
          ...defaultOpeningHours,
          state: 'XX',
          days: { ...days, mon: [{ from: '09:00', to: '12:00' }, { from: '11:30', to: '18:00' }], tue: [{ from: '18:00', to: '09:00' }], wed: [{ from: '9 Uhr', to: '12:00\r\n' }] },
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      'config.opening_hours.days.mon.1.from': openingHoursMessages.overlap,
      'config.opening_hours.days.tue.0.to': openingHoursMessages.endBeforeStart,
      'config.opening_hours.days.wed.0.from': openingHoursMessages.time,
      'config.opening_hours.days.wed.0.to': openingHoursMessages.time,
      'config.opening_hours.state': openingHoursMessages.state,
    });

    const hours = { ...defaultOpeningHours, state: 'NW' as const, days: { ...days, mon: [{ from: '09:00', to: '12:00' }, { from: '13:00', to: '18:00' }] } };
    const saved = await call<AssistantConfigResponse>('PUT', '/me/assistant-config', tokens, { version: 0, config: { ...filled, opening_hours: hours } });
    expect(saved.status).toBe(200);
    expect((await call<AssistantConfigResponse>('GET', '/me/assistant-config', tokens)).json.config.opening_hours).toEqual(hours);

    // A client that knows no opening hours (an older page) stores the default, nothing is lost or refused.
    const { opening_hours: _none, ...older } = filled;
    const fromOlder = await call<AssistantConfigResponse>('PUT', '/me/assistant-config', tokens, { version: 1, config: older });
    expect(fromOlder.status).toBe(200);
    expect(fromOlder.json.config.opening_hours).toEqual(defaultOpeningHours);
  });
});

describe('documents', () => {
  it('uploads a PDF straight to the bucket, lists it and hands its owner a download link', async () => {
    const { ticket, uploadStatus } = await upload(anna, 'Preisliste Sommer.pdf', PDF);
    expect(uploadStatus).toBeLessThan(300);
    const done = await call<AssistantDocument>('POST', `/me/assistant-config/documents/${ticket.documentId}/complete`, anna, { name: 'Preisliste Sommer.pdf' });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ id: ticket.documentId, name: 'Preisliste Sommer.pdf', size: PDF.length, extension: 'pdf' });
    expect((await call<AssistantConfigResponse>('GET', '/me/assistant-config', anna)).json.documents.map((d) => d.id)).toContain(ticket.documentId);

    const link = await call<{ url: string }>('GET', `/me/assistant-config/documents/${ticket.documentId}`, anna);
    const downloaded = await fetch(link.json.url);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(PDF);

    // Not the other account's: neither the link nor the deletion.
    expect((await call('GET', `/me/assistant-config/documents/${ticket.documentId}`, ben)).status).toBe(404);
    expect((await call('DELETE', `/me/assistant-config/documents/${ticket.documentId}`, ben)).status).toBe(404);

    expect((await call('DELETE', `/me/assistant-config/documents/${ticket.documentId}`, anna)).status).toBe(200);
    expect((await call<AssistantConfigResponse>('GET', '/me/assistant-config', anna)).json.documents).toEqual([]);
    expect((await fetch(link.json.url)).status).toBe(404);
  });

  it('refuses and removes a .pdf that is really a PNG', async () => {
    const { ticket } = await upload(anna, 'rechnung.pdf', PNG);
    const refused = await call('POST', `/me/assistant-config/documents/${ticket.documentId}/complete`, anna, { name: 'rechnung.pdf' });
    expect(refused).toEqual({ status: 422, json: { message: documentMessages.mismatch } });
    expect((await call<AssistantConfigResponse>('GET', '/me/assistant-config', anna)).json.documents).toEqual([]);
    // Gone from the bucket too: completing again finds nothing.
    expect((await call('POST', `/me/assistant-config/documents/${ticket.documentId}/complete`, anna, { name: 'rechnung.pdf' })).status).toBe(404);
  });

  it('accepts plain text, refuses other types and sizes before any upload', async () => {
    const { ticket } = await upload(ben, 'notizen.txt', new TextEncoder().encode('Öffnungszeiten: Mo–Fr 9–18 Uhr\n'));
    expect((await call('POST', `/me/assistant-config/documents/${ticket.documentId}/complete`, ben, { name: 'notizen.txt' })).status).toBe(200);
    expect(await call('POST', '/me/assistant-config/documents', ben, { name: 'tool.exe', size: 10 })).toMatchObject({ status: 400, json: { errors: { name: documentMessages.type } } });
    expect(await call('POST', '/me/assistant-config/documents', ben, { name: 'gross.pdf', size: 10 * 1024 * 1024 + 1 })).toMatchObject({ status: 400, json: { errors: { size: documentMessages.size } } });
  });
});

describe('the admins’ overview', () => {
  it('lists every account’s configuration with its e-mail and documents; admins can open any document', async () => {
    const adminTokens = await signInWithTotp(local, local.admin.email, local.admin.password);
    const { ticket } = await upload(ben, 'leistungen.txt', new TextEncoder().encode('Haarschnitt 35 €'));
    // UTF-8 text with a multi-byte character at its end is text.
    expect((await call('POST', `/me/assistant-config/documents/${ticket.documentId}/complete`, ben, { name: 'leistungen.txt' })).status).toBe(200);

    const configs = (await walkPages<AssistantConfigListResponse>(() => local.urls.api, '/admin/assistant-configs', adminTokens)).flatMap((page) => page.configs);
    const benRow = configs.find((c) => c.documents.some((d) => d.id === ticket.documentId));
    expect(benRow).toMatchObject({ email: benEmail, assistantName: 'Frieda' });
    expect(configs.find((c) => c.email === annaEmail)).toMatchObject({ assistantName: 'Greta' });

    const link = await call<{ url: string }>('GET', `/admin/assistant-configs/${benRow?.userId ?? ''}/documents/${ticket.documentId}`, adminTokens);
    expect(await (await fetch(link.json.url)).text()).toBe('Haarschnitt 35 €');
    // Customers cannot use the admin routes.
    expect((await call('GET', '/admin/assistant-configs', anna)).status).toBe(403);
  });
});
