import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { startTestPipedrive, type PipedriveFake } from '../../../../infra/local/crm/pipedrive-fake';
import { PipedriveClient, PipedriveError, pipedriveClientFromEnv } from '../../../../services/src/adapters/pipedrive-client';

let server: PipedriveFake;
let client: PipedriveClient;

beforeAll(async () => {
  server = await startTestPipedrive('secret-token');
  client = new PipedriveClient({ baseUrl: `${server.baseUrl}/`, companyDomain: 'acme', apiToken: 'secret-token' });
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

describe('PipedriveClient', () => {
  it('searches persons by exact e-mail with the token as query parameter', async () => {
    expect(await client.findPersonIdByEmail('nobody@example.de')).toBeUndefined();
    expect(server.inspect.requests[0]).toEqual({
      method: 'GET',
      path: '/persons/search',
      query: { term: 'nobody@example.de', fields: 'email', exact_match: 'true', api_token: 'secret-token' },
      body: undefined,
    });
  });

  it('creates a person with work e-mail and phone, then finds it again by e-mail', async () => {
    const id = await client.createPerson({ name: 'Max Mustermann', email: 'max@example.de', phone: '030 123456' });
    expect(server.inspect.requests[0]?.body).toEqual({
      name: 'Max Mustermann',
      email: [{ value: 'max@example.de', primary: true, label: 'work' }],
      phone: [{ value: '030 123456', primary: true, label: 'work' }],
    });
    expect(await client.findPersonIdByEmail('max@example.de')).toBe(id);
  });

  it('leaves out an empty phone', async () => {
    await client.createPerson({ name: 'Ohne Telefon', email: 'ot@example.de', phone: '' });
    expect(server.inspect.requests[0]?.body).not.toHaveProperty('phone');
  });

  it('creates a deal for a person and a note on the deal', async () => {
    const dealId = await client.createDeal({ title: 'Kontaktanfrage: Max', personId: 7 });
    const noteId = await client.createNote({ content: '<p>Hallo</p>', dealId });
    expect(server.inspect.records.deals.at(-1)).toMatchObject({ id: dealId, title: 'Kontaktanfrage: Max', person_id: 7 });
    expect(server.inspect.records.notes.at(-1)).toMatchObject({ id: noteId, content: '<p>Hallo</p>', deal_id: dealId });
  });

  it('builds person and deal URLs from the company domain', () => {
    expect(client.personUrl(12)).toBe('https://acme.pipedrive.com/person/12');
    expect(client.dealUrl(34)).toBe('https://acme.pipedrive.com/deal/34');
  });

  it('maps non-2xx answers to PipedriveError with status and Pipedrive message, never the token', async () => {
    server.inspect.failNext('/deals', 402, { success: false, error: 'Payment required' });
    const error = await rejectionOf(client.createDeal({ title: 't', personId: 1 }));
    expect(error.status).toBe(402);
    expect(error.message).toBe('Pipedrive POST /deals answered 402: Payment required');
    expect(error.message).not.toContain('secret-token');

    const wrongToken = new PipedriveClient({ baseUrl: server.baseUrl, companyDomain: 'acme', apiToken: 'wrong-token' });
    const unauthorized = await rejectionOf(wrongToken.findPersonIdByEmail('a@b.de'));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.message).not.toContain('wrong-token');
  });

  it('treats success:false inside a 200, a non-JSON answer and an answer without id as errors', async () => {
    server.inspect.failNext('/persons', 200, { success: false, error: 'Rate limit' });
    expect((await rejectionOf(client.createPerson({ name: 'a', email: 'a@b.de', phone: '' }))).message).toContain('Rate limit');

    server.inspect.failNext('/notes', 502, '<html>Bad gateway</html>');
    const notJson = await rejectionOf(client.createNote({ content: 'x', dealId: 1 }));
    expect(notJson.status).toBe(502);
    expect(notJson.message).toContain('answer is not JSON');

    server.inspect.failNext('/deals', 201, { success: true, data: {} });
    expect((await rejectionOf(client.createDeal({ title: 't', personId: 1 }))).message).toContain('without numeric id');
  });

  it('maps a network failure to PipedriveError with status 0', async () => {
    const unreachable = new PipedriveClient({ baseUrl: 'http://127.0.0.1:9/api/v1', companyDomain: 'acme', apiToken: 'secret-token' });
    const error = await rejectionOf(unreachable.findPersonIdByEmail('a@b.de'));
    expect(error.status).toBe(0);
    expect(error.message).not.toContain('secret-token');
  });
});

describe('pipedriveClientFromEnv', () => {
  it('reads base URL, domain and plain token from the environment at call time', async () => {
    Object.assign(process.env, {
      PIPEDRIVE_API_TOKEN: 'secret-token',
      PIPEDRIVE_COMPANY_DOMAIN: 'rufbereit',
      PIPEDRIVE_BASE_URL: server.baseUrl,
    });
    const fromEnv = await pipedriveClientFromEnv();
    expect(fromEnv.dealUrl(1)).toBe('https://rufbereit.pipedrive.com/deal/1');
    expect(await fromEnv.findPersonIdByEmail('x@example.de')).toBeUndefined();

    delete process.env.PIPEDRIVE_COMPANY_DOMAIN;
    await expect(pipedriveClientFromEnv()).rejects.toThrow('PIPEDRIVE_COMPANY_DOMAIN');
  });
});

describe('pipedriveClientFromEnv in AWS (token in SSM)', () => {
  it('reads the SecureString named by PIPEDRIVE_API_TOKEN_PARAMETER, decrypted', async () => {
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
    await fromSsm.findPersonIdByEmail('x@example.de');
    expect(server.inspect.requests.at(-1)?.query.api_token).toBe('secret-token');
    expect(ssm.commandCalls(GetParameterCommand)[0]?.args[0].input).toEqual({
      Name: '/rufbereit/pipedrive-token',
      WithDecryption: true,
    });
    ssm.restore();
  });
});
