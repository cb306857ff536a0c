/**
 * `npm run bench:inbox`: the requests inbox with 10,000 contact requests, through the local gateway
 * (JWT check, handler, dynalite with the tables' real indexes). Prints p50/p95 of the first page, of
 * the third page (cursor), of a search with many hits, and of a search with one hit among the oldest
 * records (the worst case: the filter reads the whole index). Target: p95 < 300 ms.
 * Records are written as the create handler writes them (inbox attributes included), in batches.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inboxAttributes, type ContactRecord, type InboxPage } from '@rufbereit/shared';
import { startLocalEnvironment, type LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { signInWithTotp } from '../support/cognito';
import { percentile, writeSectionResult, type SummaryRow } from './summary';

const RECORDS = Number(process.env.BENCH_INBOX_RECORDS ?? 10_000);
const RUNS = Number(process.env.BENCH_INBOX_RUNS ?? 40);
export const INBOX_TARGET_P95_MS = 300;
/** Away from npm start (0), the e2e suite (100) and the Lighthouse bench (200); TEST_PORT_SHIFT moves it. */
const PORT_OFFSET = 250 + Number(process.env.TEST_PORT_SHIFT ?? 0);

const firstNames = ['Anna', 'Ben', 'Clara', 'David', 'Eva', 'Felix', 'Greta', 'Hans', 'Ida', 'Jonas'];
const lastNames = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann'];
const branches = ['Zahnarztpraxis', 'Friseursalon', 'Physiotherapie', 'Tierarztpraxis', 'Autohaus'];

function record(i: number, base: number): ContactRecord {
  const id = `bench-${String(i).padStart(5, '0')}`;
  const createdAt = new Date(base + i * 30_000).toISOString();
  const fields = {
    firstname: firstNames[i % firstNames.length] ?? 'Anna',
    // The oldest record has a name nobody else has: the one-hit search must read the whole index.
    lastname: i === 0 ? 'Einzigartig' : (lastNames[Math.floor(i / 10) % lastNames.length] ?? 'Müller'),
    email: `kunde${i}@beispiel.de`,
    phone: '+49 30 123456',
    company_name: `${branches[i % branches.length] ?? 'Praxis'} ${i}`,
    service_preference: 'consultation' as const,
    message: 'Bitte rufen Sie mich zurück. '.repeat(8),
    privacy_accepted: true as const,
  };
  return {
    ...fields,
    ...inboxAttributes(id, createdAt, fields),
    id,
    createdAt,
    kind: 'contact',
    requestHash: 'bench',
    eventPublished: true,
    crm: { status: 'done', attempts: 1, personId: i, personUrl: `https://rufbereit-local.pipedrive.com/person/${i}` },
    mail: { status: 'done', attempts: 1, messageId: `m-${i}` },
  };
}

async function seed(local: LocalEnvironment): Promise<void> {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  const base = Date.parse('2025-01-01T08:00:00Z');
  const batches: ContactRecord[][] = [];
  for (let i = 0; i < RECORDS; i += 25) batches.push(Array.from({ length: Math.min(25, RECORDS - i) }, (_, k) => record(i + k, base)));
  try {
    // A few batches at a time: dynalite writes one item after the other anyway.
    for (let b = 0; b < batches.length; b += 4) {
      await Promise.all(
        batches.slice(b, b + 4).map(async (items) => {
          let pending: Record<string, unknown>[] | undefined = items.map((Item) => ({ PutRequest: { Item } }));
          while (pending && pending.length > 0) {
            const result = await doc.send(new BatchWriteCommand({ RequestItems: { contacts: pending as never } }));
            pending = result.UnprocessedItems?.contacts as Record<string, unknown>[] | undefined;
          }
        }),
      );
    }
  } finally {
    doc.destroy();
  }
}


export interface InboxTiming {
  label: string;
  p50: number;
  p95: number;
}

async function measure(label: string, call: () => Promise<InboxPage>, check: (page: InboxPage) => boolean): Promise<InboxTiming> {
  const times: number[] = [];
  // One warm-up call: the local gateway imports the handler on its first call (a Lambda cold start).
  if (!check(await call())) throw new Error(`${label}: unexpected answer`);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const page = await call();
    times.push(performance.now() - start);
    if (!check(page)) throw new Error(`${label}: unexpected answer`);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Seeds the records into a fresh local environment, times the calls, stops everything. */
export async function benchInbox(): Promise<InboxTiming[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rufbereit-bench-inbox-'));
  let local: LocalEnvironment | undefined;
  try {
    local = await startLocalEnvironment({ dataDir, fresh: true, quiet: true, serveSite: false, portOffset: PORT_OFFSET, sitePort: 20000 + PORT_OFFSET });
    const seedStart = performance.now();
    await seed(local);
    console.log(`Seeded ${RECORDS} contact requests in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`);
    const { access } = await signInWithTotp(local, local.admin.email, local.admin.password);
    const site = local.urls.site;
    const get = async (query: string): Promise<InboxPage> => {
      const response = await fetch(`${site}/api/admin/requests/contacts${query}`, { headers: { authorization: `Bearer ${access}` } });
      if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
      return (await response.json()) as InboxPage;
    };
    const second = await get('');
    const third = await get(`?cursor=${encodeURIComponent(second.nextCursor ?? '')}`);
    const thirdCursor = third.nextCursor ?? '';

    const results = [
      await measure('first page (25, newest first)', () => get(''), (p) => p.items.length === 25 && p.items[0]?.id === `bench-${String(RECORDS - 1).padStart(5, '0')}`),
      await measure('third page (cursor)', () => get(`?cursor=${encodeURIComponent(thirdCursor)}`), (p) => p.items.length === 25),
      await measure("search 'schmidt' (every 10th record)", () => get('?q=schmidt'), (p) => p.items.length === 25),
      await measure("search 'zahnarzt' (every 5th)", () => get('?q=ZAHNARZT'), (p) => p.items.length === 25),
      await measure('search with one hit, the oldest record (reads the whole index)', () => get('?q=einzigartig'), (p) => p.items.length === 1),
    ];
    console.log(`\nInbox through the local gateway, ${RECORDS} records, ${RUNS} runs each (after one warm-up):`);
    for (const r of results) {
      const verdict = r.p95 < INBOX_TARGET_P95_MS ? 'ok' : `OVER ${INBOX_TARGET_P95_MS} ms`;
      console.log(`  ${r.label.padEnd(66)} p50 ${r.p50.toFixed(0).padStart(5)} ms   p95 ${r.p95.toFixed(0).padStart(5)} ms   ${verdict}`);
    }
    return results;
  } finally {
    await local?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One row per timed call for the summary table of `npm run bench`. */
export const inboxSummaryRows = (timings: InboxTiming[]): SummaryRow[] =>
  timings.map((t) => ({
    section: `Inbox (${RECORDS} records)`,
    item: t.label,
    figures: `p50 ${t.p50.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms`,
    target: `p95 < ${INBOX_TARGET_P95_MS} ms`,
    met: t.p95 < INBOX_TARGET_P95_MS,
  }));

// `npm run bench:inbox` runs this file alone; `npm run bench` imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchInbox()
    .then((timings) => writeSectionResult(timings))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
