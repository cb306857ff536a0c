import { describe, expect, it } from 'vitest';
import { buildDashboard, daysEndingWith, isoWeekOf, loadDashboard, upcomingSlots } from './dashboard';

describe('dashboard figures', () => {
  it('names ISO weeks across a year end', () => {
    expect(isoWeekOf('2026-11-25')).toEqual({ week: '2026-W48', monday: '2026-11-23' });
    expect(isoWeekOf('2027-01-01')).toEqual({ week: '2026-W53', monday: '2026-12-28' });
    expect(isoWeekOf('2024-12-30')).toEqual({ week: '2025-W01', monday: '2024-12-30' });
    expect(daysEndingWith('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('sums the window by day and week, the funnel, the median and the last 7 days of health', () => {
    const body = buildDashboard(
      '2026-11-25',
      [
        { day: '2026-11-25', counters: { created_contact: 2, created_intro_call: 1, crm_contact_done: 1, crm_contact_failed: 1, mail_contact_done: 2, first_action_count: 1, first_action_min_4: 1 } },
        { day: '2026-11-16', counters: { created_demo_request: 4, demo_reached_pending: 4, demo_reached_kontaktiert: 2, demo_reached_demo_geplant: 1, demo_reached_gewonnen: 1, demo_reached_verloren: 1, demo_now_pending: 2, demo_now_gewonnen: 1, demo_now_verloren: 1, 'demo_moved__pending__gewonnen': 1, crm_demo_request_retrying: 4, first_action_count: 2, first_action_min_10: 2 } },
        // Outside the window: ignored.
        { day: '2026-08-01', counters: { created_contact: 50 } },
        // Before the aggregates existed a request's change may have pushed a counter below zero.
        { day: '2026-11-20', counters: { demo_now_kontaktiert: -1 } },
      ],
      [],
    );
    expect(body.days).toHaveLength(90);
    expect(body.days[0]?.day).toBe('2026-08-28');
    expect(body.days.at(-1)).toEqual({ day: '2026-11-25', contact: 2, demo_request: 0, intro_call: 1 });
    expect(body.totals).toEqual({ contact: 2, demo_request: 4, intro_call: 1 });
    expect(body.weeks.at(-1)).toEqual({ week: '2026-W48', monday: '2026-11-23', contact: 2, demo_request: 0, intro_call: 1 });
    expect(body.weeks.at(-2)).toEqual({ week: '2026-W47', monday: '2026-11-16', contact: 0, demo_request: 4, intro_call: 0 });
    expect(body.funnel.reached).toEqual({ pending: 4, kontaktiert: 2, demo_geplant: 1, gewonnen: 1, verloren: 1 });
    expect(body.funnel.current).toEqual({ pending: 2, kontaktiert: 0, demo_geplant: 0, gewonnen: 1, verloren: 1 });
    expect(body.funnel.conversions).toEqual([
      { from: 'pending', to: 'kontaktiert', rate: 0.5 },
      { from: 'kontaktiert', to: 'demo_geplant', rate: 0.5 },
      { from: 'demo_geplant', to: 'gewonnen', rate: 1 },
    ]);
    expect(body.funnel.overall).toBe(0.25);
    expect(body.funnel.transitions).toEqual({ 'pending>gewonnen': 1 });
    expect(body.firstAction).toEqual({ medianMinutes: 10, count: 3 });
    // The demo requests of the 16th are older than 7 days: not in the health figures.
    expect(body.health.contact.crm).toEqual({ pending: 0, retrying: 0, done: 1, failed: 1 });
    expect(body.health.demo_request.crm).toEqual({ pending: 0, retrying: 0, done: 0, failed: 0 });
  });

  it('has no rates without requests', () => {
    const body = buildDashboard('2026-11-25', [], []);
    expect(body.funnel.overall).toBeNull();
    expect(body.funnel.conversions.every((c) => c.rate === null)).toBe(true);
    expect(body.firstAction).toEqual({ medianMinutes: null, count: 0 });
  });

  it('looks for upcoming calls from this minute on, today included', () => {
    // Wednesday 25 Nov 2026, 10:05 Berlin: today's 10:15 slot is upcoming, 10:00 is past.
    const slots = upcomingSlots(new Date('2026-11-25T09:05:00.000Z'));
    expect(slots[0]).toBe('2026-11-25T09:15:00.000Z');
    expect(slots).not.toContain('2026-11-25T09:00:00.000Z');
    expect(new Set(slots).size).toBe(slots.length);
  });
});

describe('loading the dashboard', () => {
  it('reads the 90 days with one call and the slots a batch at a time until ten calls are found', async () => {
    const now = new Date('2026-11-25T09:05:00.000Z');
    const ranges: string[][] = [];
    const batches: number[] = [];
    const body = await loadDashboard(
      {
        now: () => now,
        stats: { days: (first, last) => (ranges.push([first, last]), Promise.resolve([{ day: '2026-11-25', counters: { created_contact: 3 } }])) },
        // Every slot is booked: the first batch already holds ten.
        bookedAmong: (slots) => (batches.push(slots.length), Promise.resolve(slots.map((slot) => ({ slot, name: 'N', email: 'e@x.de', phone: '1' })))),
      },
    );
    expect(ranges).toEqual([['2026-08-28', '2026-11-25']]);
    expect(batches).toEqual([100]);
    expect(body.totals.contact).toBe(3);
    expect(body.upcomingIntroCalls.map((c) => c.slot)).toEqual(upcomingSlots(now).slice(0, 10));
  });
});
