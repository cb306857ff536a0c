/**
 * `npm run bench:admin-lists`: the paged admin lists through the local gateway (JWT check, admin
 * check, handler, cognito-local, dynalite) with 2,000 accounts in the local user pool and a saved
 * configuration each. Times the first page of GET /api/admin/users and GET /api/admin/assistant-configs
 * (RUNS calls each) and a walk through all their pages, and prints p50/p95 per page.
 * The first walk of the users list is timed apart: it looks each account's MFA state up in the pool
 * once and stores it (use-cases/account-list.ts); later walks read it from the accounts table.
 * Target: first page p95 < 500 ms locally.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AdminCreateUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AdminUsersResponse, AssistantConfigListResponse } from '@rufbereit/shared';
import { startLocalEnvironment, type LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { signInWithTotp } from '../support/cognito';
import { percentile, writeSectionResult, type SummaryRow } from './summary';

const ACCOUNTS = Number(process.env.BENCH_ADMIN_LIST_ACCOUNTS ?? 2000);
const RUNS = Number(process.env.BENCH_ADMIN_LIST_RUNS ?? 40);
export const ADMIN_LIST_TARGET_P95_MS = 500;
/** Away from npm start (0), the e2e suite (100), Lighthouse (200), inbox (250), dashboard (270) and load (300) benches. */
const PORT_OFFSET = 280 + Number(process.env.TEST_PORT_SHIFT ?? 0);
const CREATE_CONCURRENCY = 10;

interface Timing {
  p50: number;
  p95: number;
}
export interface AdminListTiming {
  list: 'users' | 'assistant-configs';
  accounts: number;
  firstPage: Timing;
  /** Per page during a walk through every page (warm). */
  walkPage: Timing;
  pages: number;
  walkMs: number;
  /** Users only: the first walk, which looks up and stores each account's MFA state once. */
  coldWalkMs?: number;
}

const timing = (times: number[]): Timing => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** ACCOUNTS accounts as a self sign-up leaves them (no admin group), and a configuration each. */
async function seed(local: LocalEnvironment): Promise<void> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: local.urls.cognito, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const subs: string[] = [];
    const started = performance.now();
    for (let i = 0; i < ACCOUNTS; i += CREATE_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(CREATE_CONCURRENCY, ACCOUNTS - i) }, (_, j) => `kunde${String(i + j).padStart(5, '0')}@beispiel.de`);
      const created = await Promise.all(
        batch.map((email) =>
          cognito.send(
            new AdminCreateUserCommand({
              UserPoolId: local.cognito.userPoolId,
              Username: email,
              MessageAction: 'SUPPRESS',
              UserAttributes: [
                { Name: 'email', Value: email },
                { Name: 'email_verified', Value: 'true' },
              ],
            }),
          ),
        ),
      );
      subs.push(...created.map((c) => c.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? ''));
      if ((i + CREATE_CONCURRENCY) % 500 === 0) console.log(`  ${i + CREATE_CONCURRENCY} accounts (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    const items = subs.map((sub, i) => ({
      user_id: sub,
      version: 1,
      updated_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      config: { assistant_name: `Assistent ${i}`, voice: 'valentina', language: 'de' },
    }));
    for (let i = 0; i < items.length; i += 25) {
      let pending: Record<string, unknown>[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      while (pending && pending.length > 0) {
        const result = await doc.send(new BatchWriteCommand({ RequestItems: { assistant_configurations: pending as never } }));
        pending = result.UnprocessedItems?.assistant_configurations as Record<string, unknown>[] | undefined;
      }
    }
    // A sanity check of the seed: the pool knows the last account.
    await cognito.send(new AdminGetUserCommand({ UserPoolId: local.cognito.userPoolId, Username: `kunde${String(ACCOUNTS - 1).padStart(5, '0')}@beispiel.de` }));
  } finally {
    cognito.destroy();
    doc.destroy();
  }
}

type Page = AdminUsersResponse | AssistantConfigListResponse;
const rowsOf = (page: Page): number => ('users' in page ? page.users.length : page.configs.length);

export async function benchAdminLists(): Promise<AdminListTiming[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rufbereit-bench-admin-lists-'));
  let local: LocalEnvironment | undefined;
  try {
    local = await startLocalEnvironment({ dataDir, fresh: true, quiet: true, serveSite: false, portOffset: PORT_OFFSET, sitePort: 20000 + PORT_OFFSET });
    console.log(`  creating ${ACCOUNTS} accounts in the local user pool …`);
    await seed(local);
    const { access } = await signInWithTotp(local, local.admin.email, local.admin.password);
    const site = local.urls.site;
    const get = async (route: string, cursor?: string): Promise<Page> => {
      const response = await fetch(`${site}/api/admin/${route}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: { authorization: `Bearer ${access}` } });
      if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Page;
    };
    const walk = async (route: string): Promise<{ times: number[]; rows: number; ms: number }> => {
      const times: number[] = [];
      let rows = 0;
      let cursor: string | undefined;
      const started = performance.now();
      do {
        const start = performance.now();
        const page = await get(route, cursor);
        times.push(performance.now() - start);
        rows += rowsOf(page);
        cursor = page.nextCursor;
      } while (cursor);
      return { times, rows, ms: performance.now() - started };
    };

    const results: AdminListTiming[] = [];
    for (const list of ['users', 'assistant-configs'] as const) {
      // The first walk: a Lambda cold start, and (users) each account's MFA state looked up once.
      const cold = await walk(list);
      const firstPage: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await get(list);
        firstPage.push(performance.now() - start);
      }
      const warm = await walk(list);
      const expected = list === 'users' ? ACCOUNTS + 1 : ACCOUNTS;
      if (warm.rows !== expected) throw new Error(`${list}: ${warm.rows} rows walked, ${expected} expected`);
      results.push({
        list,
        accounts: ACCOUNTS,
        firstPage: timing(firstPage),
        walkPage: timing(warm.times),
        pages: warm.times.length,
        walkMs: warm.ms,
        ...(list === 'users' ? { coldWalkMs: cold.ms } : {}),
      });
    }
    console.log(`\nAdmin lists through the local gateway, ${ACCOUNTS} accounts, pages of 25 (first page: ${RUNS} runs after a walk):`);
    for (const r of results) {
      const verdict = r.firstPage.p95 < ADMIN_LIST_TARGET_P95_MS ? 'ok' : `OVER ${ADMIN_LIST_TARGET_P95_MS} ms`;
      console.log(
        `  GET /api/admin/${r.list.padEnd(18)} first page p50 ${r.firstPage.p50.toFixed(0).padStart(4)} ms  p95 ${r.firstPage.p95.toFixed(0).padStart(4)} ms  ${verdict}; ` +
          `walk ${r.pages} pages p50 ${r.walkPage.p50.toFixed(0)} ms  p95 ${r.walkPage.p95.toFixed(0)} ms per page, ${(r.walkMs / 1000).toFixed(1)} s in all` +
          (r.coldWalkMs === undefined ? '' : ` (first walk, MFA states looked up once: ${(r.coldWalkMs / 1000).toFixed(1)} s)`),
      );
    }
    return results;
  } finally {
    await local?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const adminListSummaryRows = (timings: AdminListTiming[]): SummaryRow[] =>
  timings.map((r) => ({
    section: `Admin lists (${r.accounts} accounts)`,
    item: `GET /api/admin/${r.list} (pages of 25)`,
    figures:
      `first page p50 ${r.firstPage.p50.toFixed(0)} ms, p95 ${r.firstPage.p95.toFixed(0)} ms; walk of ${r.pages} pages p50 ${r.walkPage.p50.toFixed(0)} ms, p95 ${r.walkPage.p95.toFixed(0)} ms per page` +
      (r.coldWalkMs === undefined ? '' : `; first walk ${(r.coldWalkMs / 1000).toFixed(1)} s`),
    target: `first page p95 < ${ADMIN_LIST_TARGET_P95_MS} ms`,
    met: r.firstPage.p95 < ADMIN_LIST_TARGET_P95_MS,
  }));

// `npm run bench:admin-lists` runs this file alone; `npm run bench` runs it in a child process.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchAdminLists()
    .then((timings) => writeSectionResult(timings))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
