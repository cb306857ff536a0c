import { describe, expect, it } from 'vitest';
import { berlinDay, firstActionBucket, histogramMedian, impliedStages, requestStatsDelta, snapshotOf, type RequestSnapshot } from './request-stats';

const demo = (patch: Partial<RequestSnapshot> = {}): RequestSnapshot => ({
  kind: 'demo_request',
  createdAt: '2026-11-24T23:30:00.000Z',
  status: 'pending',
  reached: new Set(['pending']),
  crm: 'pending',
  mail: 'pending',
  ...patch,
});

describe('request aggregates', () => {
  it('counts a new request on its Berlin day with its first states', () => {
    // 23:30 UTC on the 24th is 00:30 on the 25th in Berlin.
    expect(berlinDay('2026-11-24T23:30:00.000Z')).toBe('2026-11-25');
    expect(requestStatsDelta(undefined, demo())).toEqual({
      created_demo_request: 1,
      crm_demo_request_pending: 1,
      mail_demo_request_pending: 1,
      demo_now_pending: 1,
      demo_reached_pending: 1,
    });
    expect(requestStatsDelta(undefined, snapshotOf({ kind: 'contact', createdAt: '2026-11-25T10:00:00Z', crm: { status: 'pending' }, mail: { status: 'pending' } }))).toEqual({
      created_contact: 1,
      crm_contact_pending: 1,
      mail_contact_pending: 1,
    });
  });

  it('moves a delivery state from the old to the new one, and a repeated write adds nothing', () => {
    const before = demo({ crm: 'retrying' });
    expect(requestStatsDelta(before, { ...before, crm: 'done' })).toEqual({ crm_demo_request_retrying: -1, crm_demo_request_done: 1 });
    expect(requestStatsDelta(before, { ...before, crm: 'retrying' })).toEqual({});
  });

  it('counts funnel stages once, with the stages a status implies, and the transition', () => {
    expect(impliedStages('demo_geplant')).toEqual(['pending', 'kontaktiert', 'demo_geplant']);
    expect(impliedStages('verloren')).toEqual(['verloren']);
    const before = demo();
    const after = demo({ status: 'demo_geplant', reached: new Set(['pending', 'kontaktiert', 'demo_geplant']), firstStaffActionAt: '2026-11-24T23:42:00.000Z' });
    expect(requestStatsDelta(before, after)).toEqual({
      demo_now_pending: -1,
      demo_now_demo_geplant: 1,
      demo_moved__pending__demo_geplant: 1,
      demo_reached_kontaktiert: 1,
      demo_reached_demo_geplant: 1,
      first_action_count: 1,
      first_action_min_12: 1,
    });
    // Back to 'Kontaktiert' and forward again: the stages stay counted once, the first action too.
    const back = { ...after, status: 'kontaktiert' as const };
    expect(requestStatsDelta(after, back)).toEqual({ demo_now_demo_geplant: -1, demo_now_kontaktiert: 1, demo_moved__demo_geplant__kontaktiert: 1 });
    expect(requestStatsDelta(back, after)).toEqual({ demo_now_kontaktiert: -1, demo_now_demo_geplant: 1, demo_moved__kontaktiert__demo_geplant: 1 });
  });

  it('reads the stored funnel set and the first action from an item', () => {
    const snapshot = snapshotOf({ kind: 'demo_request', createdAt: 'x', status: 'gewonnen', funnelReached: new Set(['kontaktiert', 'bogus']), firstStaffActionAt: 't', crm: { status: 'failed' } });
    expect(snapshot).toMatchObject({ status: 'gewonnen', crm: 'failed', mail: 'pending', firstStaffActionAt: 't' });
    expect([...(snapshot.reached ?? [])].sort()).toEqual(['kontaktiert', 'pending']);
  });

  it('buckets first-action times in bounded buckets and takes the lower median', () => {
    expect([0, 59.9, 61, 239, 241, 2_879, 2_881, 50_000].map(firstActionBucket)).toEqual([0, 59, 60, 235, 240, 2_820, 2_880, 43_200]);
    expect(histogramMedian(new Map())).toBeNull();
    expect(histogramMedian(new Map([[3, 1], [7, 1], [20, 1]]))).toBe(7);
    expect(histogramMedian(new Map([[3, 2], [7, 2]]))).toBe(3);
    expect(histogramMedian(new Map([[30, 1], [2, 0], [5, 5]]))).toBe(5);
  });
});
