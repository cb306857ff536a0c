import { request } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER, apiPaths, attributionLabels, type AnalyticsBeaconInput, type IntroCallCalendarBody, type IntroCallSlotsBody, type MarketingBody, type StoredRequest } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { DynamoSiteAnalytics } from '../../services/src/adapters/dynamo-site-analytics';
import { berlinDay } from '../../services/src/use-cases/request-stats';
import { apiRequest } from '../support/api-call';
import { signInWithTotp, type Tokens } from '../support/cognito';
import { getStoredRequest, pipedriveState, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';
import { proofHeader } from '../support/proof-of-work';

/**
 * Attribution (issue 40 item 2) through the local edge, which hands the API the viewer's address as
 * CloudFront's function does: each person sends from an address of their own (every 127/8 address
 * is this machine on Linux) with their own browser. A request carries the campaign of the visit the
 * server finds by the daily hash (address from the edge, the request's user agent); a request without
 * a visit carries none; forged address headers or an attribution in the body cannot borrow someone
 * else's visit. The won deal then counts on the campaign, and the Marketing view shows the funnel.
 */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const anna = { address: '127.0.0.21', agent: FIREFOX };
const bert = { address: '127.0.0.22', agent: SAFARI };
const mallory = { address: '127.0.0.23', agent: FIREFOX };
type Visitor = typeof anna;

let local: LocalEnvironment;
let doc: DynamoDBDocumentClient;
let admin: Tokens;
const campaign = `zuordnung-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const campaignKey = `campaign#newsletter|email|${campaign}`;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  admin = await signInWithTotp(local, local.admin.email, local.admin.password);
}, 180_000);
afterAll(() => doc?.destroy());

/** A POST through the local edge from the visitor's own source address and browser. */
function postFrom(visitor: Visitor, path: string, body: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const text = JSON.stringify(body);
  const url = new URL(`${local.urls.site}${path}`);
  const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), 'user-agent': visitor.agent, ...extraHeaders };
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, localAddress: visitor.address }, (res) => {
      let answer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (answer += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: answer ? (JSON.parse(answer) as unknown) : undefined }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(text);
  });
}

const landing: AnalyticsBeaconInput = { type: 'pageview', path: '/branchen/friseursalons', device: 'desktop', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: campaign, referrerHost: 'mail.example.org' };
const visitAttribution = { entryPath: '/branchen/friseursalons', source: 'newsletter', medium: 'email', campaign, referrerHost: 'mail.example.org' };

/** A contact request as the form sends it (solved proof of work), from the visitor; its stored record. */
async function contactFrom(visitor: Visitor, extra: { headers?: Record<string, string>; body?: Record<string, unknown> } = {}): Promise<StoredRequest> {
  const body = { firstname: 'Zora', lastname: 'Zuordnung', email: uniqueEmail('zuordnung'), service_preference: 'consultation', message: 'Bitte melden.', privacy_accepted: true, ...extra.body };
  const { status, json } = await postFrom(visitor, apiPaths.contacts, body, { ...(await proofHeader(local.urls.site)), ...extra.headers });
  expect(status).toBe(201);
  const record = await getStoredRequest(local, 'contacts', (json as { id: string }).id);
  if (!record) throw new Error('The contact request was not stored');
  return record;
}

const campaignCounters = async (): Promise<Record<string, number> | undefined> =>
  (await new DynamoSiteAnalytics(doc, () => 'site_analytics').daily(berlinDay(new Date())))[campaignKey];

describe('attribution of a request to its visit', () => {
  it("stores the visit's entry page and campaign with a request of the same viewer, and counts the request on the campaign", async () => {
    expect((await postFrom(anna, apiPaths.analytics, landing)).status).toBe(204);
    const record = await contactFrom(anna);
    expect(record.attribution).toEqual(visitAttribution);
    expect(await campaignCounters()).toEqual({ visits: 1, requests: 1, 'requests#form#contact': 1 });
  });

  it('stores no attribution for a viewer without a visit today, nor for a headless browser at the same address', async () => {
    expect((await contactFrom(bert)).attribution).toBeUndefined();
    expect((await contactFrom({ address: anna.address, agent: HEADLESS })).attribution).toBeUndefined();
    expect((await campaignCounters())?.requests).toBe(1);
  });

  it('stores the attribution with an intro-call booking and counts it as a request of the introCall form', async () => {
    const { slots } = (await (await fetch(`${local.urls.site}${apiPaths.introCallSlots}`)).json()) as IntroCallSlotsBody;
    const slot = slots.at(-1);
    if (!slot) throw new Error('No free intro-call slot');
    const booked = await postFrom(anna, apiPaths.introCalls, { slot, name: 'Zora Zuordnung', email: uniqueEmail('zuordnung-termin'), phone: '030 7654321' }, await proofHeader(local.urls.site));
    expect(booked.status).toBe(201);
    const { Item } = await doc.send(new GetCommand({ TableName: 'intro_call_slots', Key: { slot } }));
    expect(Item?.attribution).toEqual(visitAttribution);
    expect(await campaignCounters()).toMatchObject({ requests: 2, 'requests#form#introCall': 1 });
    // Staff see it on the intro-calls page (GET /api/admin/intro-calls, the day of the slot).
    const day = berlinDay(new Date(slot));
    const calendar = await apiRequest(() => local.urls.site)('GET', `${apiPaths.adminIntroCalls}?from=${day}&to=${day}`, admin);
    expect(calendar.status).toBe(200);
    const { bookings } = (await calendar.json()) as IntroCallCalendarBody;
    expect(bookings.find((b) => b.slot === slot)?.attribution).toEqual(visitAttribution);
  });

  it("cannot borrow someone else's visit by forged address headers or an attribution in the body", async () => {
    const forgedHeaders = { 'x-forwarded-for': anna.address, 'x-real-ip': anna.address, 'true-client-ip': anna.address, [VIEWER_ADDRESS_HEADER]: anna.address };
    const forgedBody = { attribution: visitAttribution, utm_campaign: campaign, entryPath: '/kontakt', campaign };
    const record = await contactFrom(mallory, { headers: forgedHeaders, body: forgedBody });
    expect(record.attribution).toBeUndefined();
    expect(JSON.stringify(record)).not.toContain(campaign);
    expect((await campaignCounters())?.requests).toBe(2);
  });

  it('writes the attribution into the CRM note, counts the won deal on the campaign, and the Marketing view shows the funnel', async () => {
    const record = await contactFrom(anna);
    expect(record.attribution).toEqual(visitAttribution);
    await local.whenIdle();
    const synced = await getStoredRequest(local, 'contacts', record.id);
    const dealId = synced?.crm.dealId;
    expect(dealId).toEqual(expect.any(Number));
    const note = (await pipedriveState(local)).notes.find((n) => n.deal_id === dealId);
    expect(String(note?.content)).toContain(`<strong>${attributionLabels.campaign}:</strong> ${campaign}`);
    expect(String(note?.content)).toContain(`<strong>${attributionLabels.entryPath}:</strong> /branchen/friseursalons`);

    const won = await fetch(`${local.urls.pipedrive}/__control/deal-status`, { method: 'POST', body: JSON.stringify({ id: dealId, status: 'won', value: 4800 }) });
    expect(won.status).toBe(200);
    const booking = { 'requests#form#introCall': 1 };
    expect(await campaignCounters()).toEqual({ visits: 1, requests: 3, 'requests#form#contact': 2, ...booking, won: 1, wonValue: 4800 });

    // Lost after all (the deal reopened and lost): the won deal is taken back, the request counts as lost.
    await fetch(`${local.urls.pipedrive}/__control/deal-status`, { method: 'POST', body: JSON.stringify({ id: dealId, status: 'lost', value: 4800 }) });
    expect(await campaignCounters()).toEqual({ visits: 1, requests: 3, 'requests#form#contact': 2, ...booking, won: 0, wonValue: 0, lost: 1 });
    await fetch(`${local.urls.pipedrive}/__control/deal-status`, { method: 'POST', body: JSON.stringify({ id: dealId, status: 'won', value: 5200 }) });

    const today = berlinDay(new Date());
    const response = await apiRequest(() => local.urls.site)('GET', `${apiPaths.adminMarketing}?from=${today}&to=${today}`, admin);
    expect(response.status).toBe(200);
    const report = (await response.json()) as MarketingBody;
    expect(report.campaigns.find((c) => c.campaign === campaign)).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign,
      visits: 1,
      requests: 3,
      won: 1,
      wonValue: 5200,
      lost: 0,
      visitToRequest: 3,
      requestToWon: 1 / 3,
    });
  });
});

describe('GET /api/admin/marketing', () => {
  it('answers 401 without a token and 400 for a reversed or too long range, in German', async () => {
    const call = apiRequest(() => local.urls.site);
    expect((await call('GET', apiPaths.adminMarketing)).status).toBe(401);
    const reversed = await call('GET', `${apiPaths.adminMarketing}?from=2026-11-20&to=2026-11-01`, admin);
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ errors: { to: 'Das Enddatum liegt vor dem Anfangsdatum' } });
    const tooLong = await call('GET', `${apiPaths.adminMarketing}?from=2025-01-01&to=2026-11-01`, admin);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ errors: { from: 'Bitte wählen Sie höchstens 92 Tage' } });
  });

  it('exports the range as CSV for German Excel: BOM, semicolons, the campaign as protected text', async () => {
    const today = berlinDay(new Date());
    const response = await apiRequest(() => local.urls.site)('GET', `${apiPaths.adminMarketing}?from=${today}&to=${today}&format=csv`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="marketing-${today}-bis-${today}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Bereich;Name;Besucher / Besuche;Seitenaufrufe;Anfragen;Gewonnen;Auftragswert (EUR);Verloren;Besuch → Anfrage (%);Anfrage → Gewonnen (%);Demo gestartet;Demo zu Ende gehört;Danach angefragt;Formular begonnen;Begonnen → Gesendet (%)');
    expect(text).toContain(`Kampagne;newsletter / email / ${campaign};1;;3;1;5200;0;300;33,33;;;;;\r\n`);
  });
});
