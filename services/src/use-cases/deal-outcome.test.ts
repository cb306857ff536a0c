import { describe, expect, it } from 'vitest';
import type { DealOutcome, VisitAttribution } from '@rufbereit/shared';
import { CRM_WEBHOOK_USER, basicAuthorization, crmWebhookPassword, isAuthorizedWebhook } from './crm-webhook-auth';
import { receiveDealWebhook, type DealOutcomeStore, type PipedriveDealWebhook } from './deal-outcome';
import type { BusMessage, RequestRef } from './ports';
import type { CounterAdditions } from './site-analytics';

const TOKEN = 'stage-token-0123456789';

class MemoryOutcomes implements DealOutcomeStore {
  outcomes = new Map<string, DealOutcome>();
  constructor(
    private readonly deals: Record<number, RequestRef>,
    private readonly attribution?: VisitAttribution,
  ) {}
  requestOfDeal(dealId: number) {
    return Promise.resolve(this.deals[dealId]);
  }
  recordOutcome(ref: RequestRef, outcome: DealOutcome) {
    const before = this.outcomes.get(ref.id);
    if (before && before.status === outcome.status && before.value === outcome.value && before.currency === outcome.currency) return Promise.resolve(undefined);
    this.outcomes.set(ref.id, outcome);
    return Promise.resolve({ createdAt: '2026-11-20T09:00:00Z', attribution: this.attribution, ...(before ? { previous: before } : {}) });
  }
}

const webhook = (status: string, value = 1200, action = 'change', entity = 'deal'): PipedriveDealWebhook => ({
  meta: { action, entity, version: '2.0' },
  data: { id: 7, status, value, currency: 'EUR' },
  previous: { status: 'open' },
});

describe('the CRM webhook credentials', () => {
  it('accepts exactly the derived Basic credentials of the stage token', () => {
    const right = basicAuthorization(CRM_WEBHOOK_USER, crmWebhookPassword(TOKEN));
    expect(isAuthorizedWebhook(right, TOKEN)).toBe(true);
    expect(isAuthorizedWebhook(` ${right} `, TOKEN)).toBe(true);
    expect(isAuthorizedWebhook(undefined, TOKEN)).toBe(false);
    expect(isAuthorizedWebhook(right, 'another-stage-token')).toBe(false);
    expect(isAuthorizedWebhook(basicAuthorization(CRM_WEBHOOK_USER, TOKEN), TOKEN)).toBe(false);
    expect(isAuthorizedWebhook(`${right}x`, TOKEN)).toBe(false);
    expect(crmWebhookPassword(TOKEN)).not.toContain(TOKEN);
  });
});

describe('receiving a deal webhook', () => {
  const ref: RequestRef = { kind: 'contact', id: 'c-1' };

  it('records a won deal with its value on its request and publishes DealOutcomeRecorded once', async () => {
    const store = new MemoryOutcomes({ 7: ref });
    const published: BusMessage[] = [];
    const deps = { store, publisher: { publish: (m: BusMessage) => Promise.resolve(void published.push(m)) }, now: () => new Date('2026-11-27T12:00:00Z') };
    expect(await receiveDealWebhook(deps, webhook('won'))).toBe('recorded');
    expect(await receiveDealWebhook(deps, webhook('won'))).toBe('unchanged');
    expect(store.outcomes.get('c-1')).toEqual({ status: 'won', value: 1200, currency: 'EUR', dealId: 7, at: '2026-11-27T12:00:00.000Z' });
    expect(published).toEqual([{ detailType: 'DealOutcomeRecorded', detail: { kind: 'contact', requestId: 'c-1', dealId: 7, status: 'won', value: 1200, currency: 'EUR' } }]);
  });

  it('ignores open deals, other objects and actions, and deals that came from no request', async () => {
    const store = new MemoryOutcomes({ 7: ref });
    const deps = { store, publisher: { publish: () => Promise.resolve() } };
    expect(await receiveDealWebhook(deps, webhook('open'))).toBe('ignored');
    expect(await receiveDealWebhook(deps, webhook('won', 1, 'create'))).toBe('ignored');
    expect(await receiveDealWebhook(deps, webhook('won', 1, 'change', 'person'))).toBe('ignored');
    expect(await receiveDealWebhook({ ...deps, store: new MemoryOutcomes({}) }, webhook('won'))).toBe('unknownDeal');
    expect(store.outcomes.size).toBe(0);
  });

  it("counts the outcome on the request's day, campaign, referrer and entry page, and a change of mind takes the old outcome back", async () => {
    const attribution: VisitAttribution = { entryPath: '/branchen/friseursalons', source: 'newsletter', medium: 'email', campaign: 'herbst', referrerHost: 'mail.example.org' };
    const store = new MemoryOutcomes({ 7: ref }, attribution);
    const added: Array<{ day: string; counters: CounterAdditions }> = [];
    const analytics = { add: (day: string, counters: CounterAdditions) => Promise.resolve(void added.push({ day, counters })) };
    const deps = { store, publisher: { publish: () => Promise.resolve() }, analytics };
    await receiveDealWebhook(deps, webhook('won', 4800));
    await receiveDealWebhook(deps, webhook('won', 4800));
    await receiveDealWebhook(deps, webhook('lost', 0));
    const won = { won: 1, wonValue: 4800 };
    expect(added).toEqual([
      {
        day: '2026-11-20',
        counters: {
          totals: { ...won, 'won#entry#/branchen/friseursalons': 1, 'wonValue#entry#/branchen/friseursalons': 4800 },
          items: [
            { key: 'campaign#newsletter|email|herbst', add: won },
            { key: 'referrer#mail.example.org', add: won },
          ],
        },
      },
      {
        day: '2026-11-20',
        counters: {
          totals: { lost: 1, 'lost#entry#/branchen/friseursalons': 1, won: -1, wonValue: -4800, 'won#entry#/branchen/friseursalons': -1, 'wonValue#entry#/branchen/friseursalons': -4800 },
          items: [
            { key: 'campaign#newsletter|email|herbst', add: { lost: 1, won: -1, wonValue: -4800 } },
            { key: 'referrer#mail.example.org', add: { lost: 1, won: -1, wonValue: -4800 } },
          ],
        },
      },
    ]);
  });

  it('counts an outcome without a visit in the totals only, and a failing count does not refuse the webhook', async () => {
    const added: CounterAdditions[] = [];
    const store = new MemoryOutcomes({ 7: ref });
    expect(await receiveDealWebhook({ store, publisher: { publish: () => Promise.resolve() }, analytics: { add: (_d: string, c: CounterAdditions) => Promise.resolve(void added.push(c)) } }, webhook('won', 900))).toBe('recorded');
    expect(added).toEqual([{ totals: { won: 1, wonValue: 900 }, items: [] }]);
    const failing = { add: () => Promise.reject(new Error('throttled')) };
    expect(await receiveDealWebhook({ store: new MemoryOutcomes({ 7: ref }), publisher: { publish: () => Promise.resolve() }, analytics: failing }, webhook('won'))).toBe('recorded');
  });
});
