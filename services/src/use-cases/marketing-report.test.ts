import { describe, expect, it } from 'vitest';
import { MARKETING_MAX_DAYS } from '@rufbereit/shared';
import { marketingCsv } from './marketing-csv';
import { buildMarketingReport, daysOfRange, loadMarketingReport, rangeOf, type DailyAggregates } from './marketing-report';

const day1: DailyAggregates = {
  totals: {
    visitors: 3,
    pageviews: 7,
    'page#/': 4,
    'page#/branchen/friseursalons': 3,
    'entry#/': 1,
    'entry#/branchen/friseursalons': 2,
    requests: 2,
    'requests#form#contact': 1,
    'requests#form#demoRequest': 1,
    'requests#entry#/branchen/friseursalons': 2,
    'event#formStart#contact': 4,
    won: 1,
    wonValue: 4800,
    'won#entry#/branchen/friseursalons': 1,
    'wonValue#entry#/branchen/friseursalons': 4800,
  },
  'campaign#newsletter|email|herbst': { visits: 2, pageviews: 5, requests: 2, won: 1, wonValue: 4800 },
  'referrer#=cmd.example': { visits: 1, pageviews: 1 },
  'track#friseur': { demoPlayStart: 3, demoPlayFinish: 1 },
};
const day2: DailyAggregates = { totals: { visitors: 1, pageviews: 1, 'page#/': 1, 'entry#/': 1 }, 'campaign#newsletter|email|herbst': { visits: 1, pageviews: 1 } };

describe('the Marketing report', () => {
  const report = buildMarketingReport({ from: '2026-11-26', to: '2026-11-27' }, [
    { day: '2026-11-26', aggregates: day1 },
    { day: '2026-11-27', aggregates: day2 },
  ], new Map([['friseur', 'Friseursalon Terminbuchung']]));

  it('sums the days, and names visits → requests → won with the rate of each step', () => {
    expect(report.days).toEqual([
      { day: '2026-11-26', visitors: 3, pageviews: 7, requests: 2 },
      { day: '2026-11-27', visitors: 1, pageviews: 1, requests: 0 },
    ]);
    expect(report.totals).toEqual({ visitors: 4, pageviews: 8, visits: 4, requests: 2, won: 1, wonValue: 4800, lost: 0, visitToRequest: 0.5, requestToWon: 0.5 });
    expect(report.campaigns).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'herbst', visits: 3, requests: 2, won: 1, wonValue: 4800, lost: 0, visitToRequest: 2 / 3, requestToWon: 0.5 }]);
    expect(report.referrers[0]).toMatchObject({ host: '=cmd.example', visits: 1, requests: 0, visitToRequest: 0, requestToWon: null });
  });

  it('lists pages by views with their entries, every industry page (0 included), tracks with titles and each form', () => {
    expect(report.pages.map((p) => [p.path, p.pageviews, p.visits, p.requests, p.won])).toEqual([
      ['/', 5, 2, 0, 0],
      ['/branchen/friseursalons', 3, 2, 2, 1],
    ]);
    expect(report.industries[0]).toMatchObject({ path: '/branchen/friseursalons', name: 'Friseursalons', pageviews: 3, visits: 2, requests: 2, won: 1, wonValue: 4800 });
    expect(report.industries).toHaveLength(16);
    expect(report.industries[1]).toMatchObject({ pageviews: 0, visits: 0, visitToRequest: null });
    expect(report.tracks).toEqual([{ trackId: 'friseur', title: 'Friseursalon Terminbuchung', demoPlayStart: 3, demoPlayFinish: 1, requestsAfterPlay: 0 }]);
    expect(report.forms).toEqual([
      { form: 'contact', starts: 4, submits: 1, rate: 0.25 },
      { form: 'demoRequest', starts: 0, submits: 1, rate: null },
      { form: 'introCall', starts: 0, submits: 0, rate: null },
    ]);
  });

  it('never shows a counter below zero (an outcome taken back while its replacement is not counted yet)', () => {
    const odd = buildMarketingReport({ from: '2026-11-27', to: '2026-11-27' }, [{ day: '2026-11-27', aggregates: { totals: { won: -1, wonValue: -10 } } }]);
    expect(odd.totals).toMatchObject({ won: 0, wonValue: 0 });
  });

  it('writes CSV for German Excel: BOM, semicolons, decimal commas, formula-like names neutralised', () => {
    const csv = marketingCsv(report);
    expect(csv.startsWith('\uFEFFBereich;Name;')).toBe(true);
    const lines = csv.split('\r\n');
    expect(lines).toContain('Gesamt;2026-11-26 – 2026-11-27;4;8;2;1;4800;0;50;50;;;;;');
    expect(lines).toContain('Kampagne;newsletter / email / herbst;3;;2;1;4800;0;66,67;50;;;;;');
    expect(lines).toContain("Website;'=cmd.example;1;;0;0;0;0;0;;;;;;");
    expect(lines).toContain('Aufnahme;Friseursalon Terminbuchung;;;;;;;;;3;1;0;;');
    expect(lines).toContain('Formular;Kontaktformular;;;1;;;;;;;;;4;25');
  });
});

describe('the range', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('defaults to the last 30 days up to today and never reads more than the maximum', () => {
    expect(rangeOf({}, now)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeOf({ from: '2025-01-01' }, now).from).toBe(daysOfRange('2026-01-01', '2026-11-27').at(-MARKETING_MAX_DAYS));
    expect(daysOfRange('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('reads each day of the range once', async () => {
    const read: string[] = [];
    const body = await loadMarketingReport({
      daily: (day) => {
        read.push(day);
        return Promise.resolve({});
      },
      now: () => now,
     }, { from: '2026-11-01', to: '2026-11-27' });
    expect(read.sort()).toEqual(daysOfRange('2026-11-01', '2026-11-27'));
    expect(body.days).toHaveLength(27);
  });
});
