import { AdminGetUserCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  ALTCHA_HMAC_KEY_ENV,
  CHALLENGE_MAX_NUMBER,
  CHALLENGE_TTL_SECONDS,
  HONEYPOT_FIELD,
  PROOF_OF_WORK_HEADER,
  REQUESTS_PER_ADDRESS_PER_HOUR,
  SIGN_UP_PROOF_METADATA_KEY,
  SIGN_UP_PROOF_REFUSED,
  apiRoutes,
  spamMessages,
  type ApiErrorBody,
  type ApiRoute,
  type IntroCallSlotsBody,
  type TableName,
} from '@rufbereit/shared';
import { issueChallenge } from '../../services/src/spam/proof-of-work';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { cognitoClient } from '../support/cognito';
import { fetchChallenge, signUpProof, solve } from '../support/proof-of-work';
import { pipedriveState, postJson, sentMails, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * Every route the shared route table marks `proofOfWork` (read from the table: a route added later is
 * covered without touching this file) refuses a missing, forged, expired and replayed solution with
 * 403 and stores nothing; a tripped honeypot or a too-fast submission gets a success-like 201 and is
 * stored, mailed and synced nowhere. A public POST route must declare `proofOfWork: true` or be a
 * named exception. The self sign-up (Cognito) needs the same proof, checked by the pool's trigger.
 */
const MIN_FILL = 1;
let local: LocalEnvironment;
let slots: string[] = [];

beforeAll(async () => {
  // The full difficulty (the other test environments lower it: tests/support/test-settings.ts).
  local = await startTestEnvironment({ minFillSeconds: MIN_FILL, challengeMaxNumber: CHALLENGE_MAX_NUMBER });
  slots = ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
});
afterAll(async () => {
  await local?.stop();
});

const routes = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.proofOfWork);

/** A valid body per protected route, for a unique address (an unknown route fails the test). */
function bodyFor(route: ApiRoute, email: string): Record<string, unknown> {
  const bodies: Record<string, () => Record<string, unknown>> = {
    createContact: () => ({ firstname: 'Berta', lastname: 'Bot', email, service_preference: 'consultation', message: 'Hallo', privacy_accepted: true }),
    createDemoRequest: () => ({ first_name: 'Berta', last_name: 'Bot', company_name: 'Bot AG', email, phone: '030 123456', privacy_accepted: true }),
    bookIntroCall: () => ({ slot: slots.shift() ?? '', name: 'Berta Bot', email, phone: '030 123456' }),
  };
  const body = bodies[route.id];
  if (!body) throw new Error(`No sample body for ${route.id}: add one here`);
  return body();
}

/** Whether any item of the route's tables (its grants, minus the spam state) mentions the address. */
async function storedAnywhere(route: ApiRoute, email: string): Promise<boolean> {
  const tables = route.grants.flatMap((g) => ('table' in g && g.table !== 'idempotency' ? [g.table as TableName] : []));
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    for (const table of tables) {
      const { Items = [] } = await doc.send(new ScanCommand({ TableName: table }));
      if (Items.some((item) => JSON.stringify(item).includes(email))) return true;
    }
    return false;
  } finally {
    doc.destroy();
  }
}

const url = (route: ApiRoute): string => `${local.urls.site}${route.path}`;
const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (payload: string): Record<string, unknown> => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A solution old enough to pass the minimum fill time. */
async function ripeSolution(): Promise<string> {
  const started = Date.now();
  const payload = await solve(await fetchChallenge(local.urls.site));
  await wait(Math.max(0, started + MIN_FILL * 1000 + 100 - Date.now()));
  return payload;
}

// The guard (every public writable route declares the proof of work or is a named exception) is
// services/src/http/proof-of-work-routes.test.ts; the routes it marks get the checks below.
it('checks at least the three public forms', () => {
  expect(routes.length).toBeGreaterThanOrEqual(3);
});

it(`issues challenges of the full difficulty (a number up to ${CHALLENGE_MAX_NUMBER}) unless the stage lowers it`, async () => {
  expect((await fetchChallenge(local.urls.site)).maxnumber).toBe(CHALLENGE_MAX_NUMBER);
});

describe.each(routes.map((r) => [r.id, r] as const))('%s', (_id, route) => {
  const refuses = async (headers: Record<string, string>) => {
    const email = uniqueEmail('spam');
    const { status, json } = await postJson(url(route), bodyFor(route, email), headers, { proof: false });
    expect(status).toBe(403);
    expect((json as ApiErrorBody).message).toBe(spamMessages.challengeFailed);
    expect(await storedAnywhere(route, email)).toBe(false);
  };

  it('refuses a missing solution', () => refuses({}));
  it('refuses garbage', () => refuses({ [PROOF_OF_WORK_HEADER]: 'kein-base64-json' }));
  it('refuses a forged solution (wrong number, or a challenge signed with another key)', async () => {
    const payload = decode(await ripeSolution());
    await refuses({ [PROOF_OF_WORK_HEADER]: encode({ ...payload, number: (Number(payload.number) + 1) % 50_000 }) });
    const foreign = await issueChallenge('ein-ganz-anderer-schluessel-mit-genug-zeichen');
    await refuses({ [PROOF_OF_WORK_HEADER]: await solve(foreign) });
  });
  it('refuses an expired solution', async () => {
    const key = local.env[ALTCHA_HMAC_KEY_ENV] ?? '';
    const old = await issueChallenge(key, new Date(Date.now() - (CHALLENGE_TTL_SECONDS + 60) * 1000));
    await refuses({ [PROOF_OF_WORK_HEADER]: await solve(old) });
  });
  it('accepts a solution once and refuses it replayed', async () => {
    const payload = await ripeSolution();
    const first = await postJson(url(route), bodyFor(route, uniqueEmail('echt')), { [PROOF_OF_WORK_HEADER]: payload });
    expect(first.status).toBe(201);
    await refuses({ [PROOF_OF_WORK_HEADER]: payload });
  });
  it('answers a filled honeypot like a success and keeps nothing: no record, no mail, no CRM', async () => {
    const email = uniqueEmail('honig');
    const { status, json } = await postJson(url(route), { ...bodyFor(route, email), [HONEYPOT_FIELD]: 'https://spam.example' }, { [PROOF_OF_WORK_HEADER]: await ripeSolution() });
    expect(status).toBe(201);
    expect((json as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    await local.whenIdle();
    expect(await storedAnywhere(route, email)).toBe(false);
    expect((await sentMails(local)).some((m) => JSON.stringify(m).includes(email))).toBe(false);
    expect(JSON.stringify(await pipedriveState(local))).not.toContain(email);
  });
  it('answers a submission sent sooner than the minimum fill time like a success and keeps nothing', async () => {
    const email = uniqueEmail('flink');
    // Issued "now" by the clock of the check (solving takes longer than the minimum on a busy machine).
    const payload = await solve(await issueChallenge(local.env[ALTCHA_HMAC_KEY_ENV] ?? '', new Date(Date.now() + 60_000)));
    const { status } = await postJson(url(route), bodyFor(route, email), { [PROOF_OF_WORK_HEADER]: payload });
    expect(status).toBe(201);
    await local.whenIdle();
    expect(await storedAnywhere(route, email)).toBe(false);
  });
});

describe('limits', () => {
  it(`stores at most ${REQUESTS_PER_ADDRESS_PER_HOUR} contact requests per address and hour, then answers 429 in German; a retry of a stored one still goes through`, async () => {
    const route = routes.find((r) => r.id === 'createContact') as ApiRoute;
    const email = uniqueEmail('viel');
    const payloads = await Promise.all(Array.from({ length: REQUESTS_PER_ADDRESS_PER_HOUR + 2 }, async () => solve(await fetchChallenge(local.urls.site))));
    await wait(MIN_FILL * 1000 + 100);
    const keyOf = (index: number): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: `viel-${email}-${index}` });
    const answers: Array<{ status: number; json: unknown }> = [];
    for (const [index, payload] of payloads.slice(0, REQUESTS_PER_ADDRESS_PER_HOUR + 1).entries()) {
      answers.push(await postJson(url(route), bodyFor(route, email), { [PROOF_OF_WORK_HEADER]: payload, ...keyOf(index) }));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(REQUESTS_PER_ADDRESS_PER_HOUR).fill(201), 429]);
    expect((answers.at(-1)?.json as ApiErrorBody).message).toBe(spamMessages.tooManyRequests);
    // The visitor's browser retries the first request (its answer was lost): same key, same record.
    const retry = await postJson(url(route), bodyFor(route, email), { [PROOF_OF_WORK_HEADER]: payloads.at(-1) as string, ...keyOf(0) });
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(answers[0]?.json);
  });
});

describe('self sign-up (Cognito SignUp, checked by the pool’s pre-sign-up trigger)', () => {
  const signUp = async (email: string, clientMetadata?: Record<string, string>): Promise<string> => {
    const client = cognitoClient(local);
    try {
      await client.send(
        new SignUpCommand({ ClientId: local.cognito.clientId, Username: email, Password: 'Sicheres-Passwort-7', UserAttributes: [{ Name: 'email', Value: email }], ClientMetadata: clientMetadata }),
      );
      return 'created';
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    } finally {
      client.destroy();
    }
  };
  const accountExists = async (email: string): Promise<boolean> => {
    const client = cognitoClient(local);
    try {
      await client.send(new AdminGetUserCommand({ UserPoolId: local.cognito.userPoolId, Username: email }));
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotFoundException') return false;
      throw error;
    } finally {
      client.destroy();
    }
  };
  const refuses = async (clientMetadata?: Record<string, string>) => {
    const email = uniqueEmail('konto-bot');
    const answer = await signUp(email, clientMetadata);
    expect(answer).toMatch(/^UserLambdaValidationException: /);
    expect(answer).toContain(SIGN_UP_PROOF_REFUSED);
    expect(await accountExists(email)).toBe(false);
    expect((await sentMails(local)).some((m) => m.destination.to.includes(email))).toBe(false);
  };
  const key = SIGN_UP_PROOF_METADATA_KEY;

  it('refuses a sign-up without a solution and creates no account', () => refuses());
  it('refuses garbage and a forged solution', async () => {
    await refuses({ [key]: 'kein-base64-json' });
    await refuses({ [key]: await solve(await issueChallenge('ein-ganz-anderer-schluessel-mit-genug-zeichen')) });
  });
  it('refuses an expired solution', async () => {
    const old = await issueChallenge(local.env[ALTCHA_HMAC_KEY_ENV] ?? '', new Date(Date.now() - (CHALLENGE_TTL_SECONDS + 60) * 1000));
    await refuses({ [key]: await solve(old) });
  });
  it('creates the account with a solved challenge, and refuses the same solution a second time', async () => {
    const proof = await signUpProof(local);
    const email = uniqueEmail('konto');
    expect(await signUp(email, proof)).toBe('created');
    expect(await accountExists(email)).toBe(true);
    await refuses(proof);
  });
});
