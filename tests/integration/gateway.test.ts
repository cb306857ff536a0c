import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { apiMessages, contactMessages, type ApiRoute } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { createApiGateway } from '../../infra/local/gateway/api-gateway';
import { createJwtAuthorizer } from '../../infra/local/gateway/jwt-authorizer';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { signInWithTotp } from '../support/cognito';
import { postJson, sharedTestEnvironment } from '../support/local-environment';

let local: LocalEnvironment;
beforeAll(async () => {
  local = await sharedTestEnvironment();
});

describe('the gateway with the real handlers', () => {
  it('answers invalid input with 400 and German field messages', async () => {
    const { status, json } = await postJson(`${local.urls.api}/contacts`, {
      firstname: 'A',
      lastname: 'Muster',
      email: 'keine-adresse',
      service_preference: 'consultation',
      privacy_accepted: false,
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({
      message: apiMessages.invalidInput,
      errors: { firstname: contactMessages.nameMin, email: contactMessages.email, privacy_accepted: contactMessages.privacy },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const { status, json } = await postJson(`${local.urls.api}/contacts`, '{"firstname": "Erika",');
    expect(status).toBe(400);
    expect(json).toEqual({ message: apiMessages.malformedJson });
  });

  it('answers a 20 KB body with 413', async () => {
    const { status, json } = await postJson(`${local.urls.api}/contacts`, { firstname: 'Erika', message: 'x'.repeat(20 * 1024) });
    expect(status).toBe(413);
    expect(json).toEqual({ message: apiMessages.bodyTooLarge });
  });

  it('answers unknown routes and methods with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/gibt-es-nicht'],
      ['GET', '/api/contacts'],
      ['POST', '/api/contacts/'],
    ] as const) {
      const response = await fetch(`${local.urls.site}${path}`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: apiMessages.notFound });
    }
  });
});

describe('the JWT authorizer and the 2.0 event', () => {
  let server: Server;
  let base: string;
  const cognito = (): CognitoIdentityProviderClient =>
    new CognitoIdentityProviderClient({ endpoint: local.urls.cognito, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const signIn = (clientId: string): Promise<{ id: string; access: string }> => signInWithTotp(local, local.admin.email, local.admin.password, clientId);

  // A route table with a signed-in route; the "function" echoes the event it was given.
  const routes: ApiRoute[] = [{ id: 'echo', method: 'POST', path: '/api/things/{thing}', handler: 'echo', access: 'admin', grants: [] }];
  beforeAll(async () => {
    const gateway = createApiGateway({
      routes,
      authorize: createJwtAuthorizer({ issuer: local.urls.cognitoIssuer, jwksUri: local.urls.cognitoJwks, audience: [local.cognito.clientId] }),
      invoke: async (_handler, event) => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) }),
      log: () => undefined,
    });
    server = createServer((req, res) => void gateway(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const call = (token: string | undefined, body: BodyInit = '{"a":1}', contentType = 'application/json'): Promise<Response> =>
    fetch(`${base}/api/things/T%C3%BCr%201?x=1&x=2&y=%C3%A4`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: 'a=1; b=2', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });

  it('refuses a missing or tampered token with 401', async () => {
    const { id } = await signIn(local.cognito.clientId);
    for (const token of [undefined, 'not-a-jwt', `${id.slice(0, -4)}AAAA`]) {
      const response = await call(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: apiMessages.unauthorized });
    }
  });

  it('refuses a token issued to another app client', async () => {
    const client = cognito();
    const other = await client.send(new CreateUserPoolClientCommand({ UserPoolId: local.cognito.userPoolId, ClientName: 'other', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }));
    client.destroy();
    const { id } = await signIn(other.UserPoolClient?.ClientId ?? '');
    expect((await call(id)).status).toBe(401);
  });

  it('passes ID and access tokens of the web client, with claims as API Gateway formats them', async () => {
    const { id, access } = await signIn(local.cognito.clientId);
    for (const token of [id, access]) {
      const response = await call(token);
      expect(response.status).toBe(200);
      const event = (await response.json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
      expect(event.requestContext.authorizer.jwt.claims['cognito:groups']).toBe('[admin]');
      expect(event.requestContext.authorizer.jwt.claims.iss).toBe(local.urls.cognitoIssuer);
    }
    const idEvent = (await (await call(id)).json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
    expect(idEvent.requestContext.authorizer.jwt.claims.email).toBe(local.admin.email);
  });

  it('builds the payload 2.0 event: route key, raw path and query, decoded parameters, lower-case headers, cookies', async () => {
    const { id } = await signIn(local.cognito.clientId);
    const event = (await (await call(id)).json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/things/{thing}',
      rawPath: '/api/things/T%C3%BCr%201',
      rawQueryString: 'x=1&x=2&y=%C3%A4',
      queryStringParameters: { x: '1,2', y: 'ä' },
      pathParameters: { thing: 'Tür 1' },
      cookies: ['a=1', 'b=2'],
      body: '{"a":1}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/things/T%C3%BCr%201', sourceIp: '127.0.0.1' }, stage: '$default' },
    });
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers.cookie).toBeUndefined();
  });

  it('refuses bodies over the 10 MB API Gateway limit with 413 before calling the function', async () => {
    const { id } = await signIn(local.cognito.clientId);
    const response = await call(id, new Uint8Array(10 * 1024 * 1024 + 1), 'application/octet-stream');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: apiMessages.bodyTooLarge });
  });

  it('hands binary bodies over base64-encoded', async () => {
    const { id } = await signIn(local.cognito.clientId);
    const bytes = new Uint8Array([0xff, 0xfb, 0x90, 0x00]);
    const event = (await (await call(id, bytes, 'audio/mpeg')).json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(Buffer.from(bytes));
  });
});
