import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { startTestPipedrive, type PipedriveFake } from '../../../../infra/local/crm/pipedrive-fake';
import { pipedriveSettings } from '../../../../services/src/config';
import { PipedriveClient, PipedriveError, pipedriveClientFromEnv } from '../../../../services/src/adapters/pipedrive-client';

let server: PipedriveFake;
let client: PipedriveClient;
const now = new Date('2026-11-27T10:00:00Z');

beforeAll(async () => {
  server = await startTestPipedrive('secret-token');
  client = new PipedriveClient({ apiOrigin: `${server.baseUrl}/`, companyDomain: 'acme', apiToken: 'secret-token', now: () => now });
});
afterAll(() => server.stop());
beforeEach(() => {
  server.inspect.requests.length = 0;
});

const rejectionOf = async (promise: Promise<unknown>): Promise<PipedriveError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PipedriveError)) throw new Error(`expected a PipedriveError, got ${String(error)}`);
  return error;
};

describe('PipedriveClient (API v2 for persons, deals and search; v1 for notes)', () => {
  it('searches persons by exact e-mail through v2 with the token only in the x-api-token header', async () => {
    expect(await client.findPersonIdByEmail('nobody@example.de')).toBeUndefined();
    expect(server.inspect.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v2/persons/search',
      query: { term: 'nobody@example.de', fields: 'email', exact_match: 'true', limit: '1' },
      tokenIn: 'header',
    });
  });

  it('never puts the token in a URL, whatever it calls', async () => {
    const personId = await client.createPerson({ name: 'Url Frei', email: 'url-frei@example.de', phone: '' });
    const dealId = await client.createDeal({ title: 'Anfrage', personId });
    const noteId = await client.createNote({ content: 'x', dealId });
    await client.personExists(personId);
    await client.personIdsByEmail('url-frei@example.de');
    await client.dealIdsOfPerson(personId);
    await client.noteIds({ dealId });
    await client.deleteNote(noteId);
    await client.deleteDeal(dealId);
    await client.deletePerson(personId);
    expect(server.inspect.requests.length).toBe(10);
    for (const request of server.inspect.requests) {
      expect(request.tokenIn).toBe('header');
      expect(request.url).not.toContain('secret-token');
      expect(request.query).not.toHaveProperty('api_token');
    }
  });

  it('never calls a retired v1 persons or deals endpoint (they answer 410)', async () => {
    const personId = await client.createPerson({ name: 'Nur V2', email: 'nur-v2@example.de', phone: '030 1' });
    const dealId = await client.createDeal({ title: 'Anfrage', personId });
    await client.createNote({ content: 'n', dealId });
    await client.dealIdsOfPerson(personId);
    await client.personIdsByEmail('nur-v2@example.de');
    await client.deletePerson(personId);
    const paths = server.inspect.requests.map((r) => r.path);
    expect(paths.filter((p) => /^\/(api\/)?v1\/(persons|deals)/.test(p))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/api/v1/')).every((p) => p.startsWith('/api/v1/notes'))).toBe(true);
  });

  it('creates a person with v2 emails and phones, then finds it again by e-mail', async () => {
    const id = await client.createPerson({ name: 'Max Mustermann', email: 'max@example.de', phone: '030 123456' });
    expect(server.inspect.requests[0]?.body).toEqual({
      name: 'Max Mustermann',
      emails: [{ value: 'max@example.de', primary: true, label: 'work' }],
      phones: [{ value: '030 123456', primary: true, label: 'work' }],
    });
    expect(await client.findPersonIdByEmail('max@example.de')).toBe(id);
    expect(await client.personExists(id)).toBe(true);
    await client.deletePerson(id);
    expect(await client.personExists(id)).toBe(false);
  });

  it('leaves out an empty phone', async () => {
    await client.createPerson({ name: 'Ohne Telefon', email: 'ot@example.de', phone: '' });
    expect(server.inspect.requests[0]?.body).not.toHaveProperty('phones');
  });

  it('creates a deal for a person and a note on the deal', async () => {
    const dealId = await client.createDeal({ title: 'Kontaktanfrage: Max', personId: 7 });
    const noteId = await client.createNote({ content: '<p>Hallo</p>', dealId });
    expect(server.inspect.records.deals.at(-1)).toMatchObject({ id: dealId, title: 'Kontaktanfrage: Max', person_id: 7 });
    expect(server.inspect.records.notes.at(-1)).toMatchObject({ id: noteId, content: '<p>Hallo</p>', deal_id: dealId });
    expect(server.inspect.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v2/deals', 'POST /api/v1/notes']);
  });

  it("follows v2's cursor through every page of a person's deals", async () => {
    const personId = await client.createPerson({ name: 'Viele Deals', email: 'viele@example.de', phone: '' });
    const created: number[] = [];
    for (let i = 0; i < 503; i++) created.push(await client.createDeal({ title: `Deal ${i}`, personId }));
    server.inspect.requests.length = 0;
    expect(await client.dealIdsOfPerson(personId)).toEqual(created);
    expect(server.inspect.requests.map((r) => r.query.cursor !== undefined)).toEqual([false, true]);
    expect(server.inspect.requests[0]?.query).toMatchObject({ person_id: String(personId), limit: '500' });
  });

  it('builds person and deal URLs from the company domain', () => {
    expect(client.personUrl(12)).toBe('https://acme.pipedrive.com/person/12');
    expect(client.dealUrl(34)).toBe('https://acme.pipedrive.com/deal/34');
  });

  it('maps non-2xx answers to PipedriveError with status and Pipedrive message, never the token', async () => {
    server.inspect.failNext('/api/v2/deals', 402, { success: false, error: 'Payment required' });
    const error = await rejectionOf(client.createDeal({ title: 't', personId: 1 }));
    expect(error.status).toBe(402);
    expect(error.message).toBe('Pipedrive POST /api/v2/deals answered 402: Payment required');
    expect(error.permanent).toBe(false);
  });

  it('a refused token (401) is a permanent error without the token in it', async () => {
    const wrongToken = new PipedriveClient({ apiOrigin: server.baseUrl, companyDomain: 'acme', apiToken: 'wrong-token' });
    const unauthorized = await rejectionOf(wrongToken.findPersonIdByEmail('a@b.de'));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.permanent).toBe(true);
    expect(unauthorized.message).toBe('Pipedrive GET /api/v2/persons/search answered 401: unauthorized access');
    server.inspect.failNext('/api/v2/persons', 403, { success: false, error: 'Forbidden' });
    expect((await rejectionOf(client.createPerson({ name: 'a', email: 'a@b.de', phone: '' }))).permanent).toBe(true);
  });

  it('a 429 says when the next request may go: Retry-After or x-ratelimit-reset, the later one', async () => {
    server.inspect.failNext('/api/v2/persons/search', 429, { success: false, error: 'Request over limit' }, { 'retry-after': '30' });
    const limited = await rejectionOf(client.findPersonIdByEmail('a@b.de'));
    expect(limited.status).toBe(429);
    expect(limited.permanent).toBe(false);
    expect(limited.retryNotBefore).toEqual(new Date('2026-11-27T10:00:30Z'));
    expect(limited.message).toBe('Pipedrive GET /api/v2/persons/search answered 429: Request over limit (next request from 2026-11-27T10:00:30.000Z)');

    server.inspect.failNext('/api/v2/deals', 429, { success: false, error: 'Request over limit' }, { 'retry-after': '2', 'x-ratelimit-reset': '90' });
    expect((await rejectionOf(client.createDeal({ title: 't', personId: 1 }))).retryNotBefore).toEqual(new Date('2026-11-27T10:01:30Z'));

    server.inspect.failNext('/api/v2/deals', 429, { success: false, error: 'Request over limit' }, { 'retry-after': 'Fri, 27 Nov 2026 10:05:00 GMT' });
    expect((await rejectionOf(client.createDeal({ title: 't', personId: 1 }))).retryNotBefore).toEqual(new Date('2026-11-27T10:05:00Z'));

    server.inspect.failNext('/api/v2/deals', 429, { success: false, error: 'Request over limit' });
    expect((await rejectionOf(client.createDeal({ title: 't', personId: 1 }))).retryNotBefore).toBeUndefined();
  });

  it('treats success:false inside a 200, a non-JSON answer and an answer without id as errors', async () => {
    server.inspect.failNext('/api/v2/persons', 200, { success: false, error: 'Rate limit' });
    expect((await rejectionOf(client.createPerson({ name: 'a', email: 'a@b.de', phone: '' }))).message).toContain('Rate limit');

    server.inspect.failNext('/api/v1/notes', 502, '<html>Bad gateway</html>');
    const notJson = await rejectionOf(client.createNote({ content: 'x', dealId: 1 }));
    expect(notJson.status).toBe(502);
    expect(notJson.message).toContain('answer is not JSON');

    server.inspect.failNext('/api/v2/deals', 200, { success: true, data: {} });
    expect((await rejectionOf(client.createDeal({ title: 't', personId: 1 }))).message).toContain('without numeric id');
  });

  it('maps a network failure to PipedriveError with status 0', async () => {
    const unreachable = new PipedriveClient({ apiOrigin: 'http://127.0.0.1:9', companyDomain: 'acme', apiToken: 'secret-token' });
    const error = await rejectionOf(unreachable.findPersonIdByEmail('a@b.de'));
    expect(error.status).toBe(0);
    expect(error.message).not.toContain('secret-token');
  });
});

describe('pipedriveClientFromEnv', () => {
  it('reads API origin, domain and plain token from the environment at call time', async () => {
    Object.assign(process.env, {
      PIPEDRIVE_API_TOKEN: 'secret-token',
      PIPEDRIVE_COMPANY_DOMAIN: 'rufbereit',
      PIPEDRIVE_BASE_URL: server.baseUrl,
    });
    const fromEnv = await pipedriveClientFromEnv();
    expect(fromEnv?.dealUrl(1)).toBe('https://rufbereit.pipedrive.com/deal/1');
    expect(await fromEnv?.findPersonIdByEmail('x@example.de')).toBeUndefined();

    delete process.env.PIPEDRIVE_COMPANY_DOMAIN;
    await expect(pipedriveClientFromEnv()).rejects.toThrow('PIPEDRIVE_COMPANY_DOMAIN');
  });

  it("defaults to the company's own origin https://{company}.pipedrive.com", () => {
    Object.assign(process.env, { PIPEDRIVE_API_TOKEN: 't', PIPEDRIVE_COMPANY_DOMAIN: 'rufbereit' });
    delete process.env.PIPEDRIVE_BASE_URL;
    expect(pipedriveSettings()).toMatchObject({ connected: true, apiOrigin: 'https://rufbereit.pipedrive.com', companyDomain: 'rufbereit' });
  });

  it('a stage other than prod without a token of its own has no CRM; prod without one is a configuration error', async () => {
    delete process.env.PIPEDRIVE_API_TOKEN;
    delete process.env.PIPEDRIVE_API_TOKEN_PARAMETER;
    Object.assign(process.env, { PIPEDRIVE_COMPANY_DOMAIN: 'rufbereit', RUFBEREIT_STAGE: 'dev' });
    expect(await pipedriveClientFromEnv()).toBeUndefined();
    process.env.RUFBEREIT_STAGE = 'prod';
    await expect(pipedriveClientFromEnv()).rejects.toThrow('Neither PIPEDRIVE_API_TOKEN nor PIPEDRIVE_API_TOKEN_PARAMETER is set');
    process.env.RUFBEREIT_STAGE = 'dev';
    process.env.PIPEDRIVE_API_TOKEN = 'dev-token';
    expect(await pipedriveClientFromEnv()).toBeDefined();
    delete process.env.RUFBEREIT_STAGE;
  });
});

describe('pipedriveClientFromEnv in AWS (token in SSM)', () => {
  it('reads the SecureString named by PIPEDRIVE_API_TOKEN_PARAMETER, decrypted, and sends it in the header', async () => {
    const ssm = mockClient(SSMClient);
    ssm.on(GetParameterCommand).resolves({ Parameter: { Name: '/rufbereit/pipedrive-token', Value: 'secret-token' } });
    delete process.env.PIPEDRIVE_API_TOKEN;
    Object.assign(process.env, {
      PIPEDRIVE_API_TOKEN_PARAMETER: '/rufbereit/pipedrive-token',
      PIPEDRIVE_COMPANY_DOMAIN: 'rufbereit',
      PIPEDRIVE_BASE_URL: server.baseUrl,
      AWS_REGION: 'eu-central-1',
    });

    const fromSsm = await pipedriveClientFromEnv();
    server.inspect.requests.length = 0;
    await fromSsm?.findPersonIdByEmail('x@example.de');
    expect(server.inspect.requests.at(-1)?.tokenIn).toBe('header');
    expect(ssm.commandCalls(GetParameterCommand)[0]?.args[0].input).toEqual({
      Name: '/rufbereit/pipedrive-token',
      WithDecryption: true,
    });
    ssm.restore();
  });
});
