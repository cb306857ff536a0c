import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The page's beacon, replaced: what is reported, and which page view it is. */
const page = vi.hoisted(() => ({ view: 1, reports: [] as unknown[] }));
vi.mock('./load-beacon', () => ({
  currentPageView: () => page.view,
  reportEvent: (name: string, detail: unknown) => page.reports.push({ name, ...(detail as object) }),
}));

const { reportDemoPlayFinish, reportDemoPlayStart } = await import('./demo-plays');

beforeEach(() => {
  page.view += 1;
  page.reports.length = 0;
});

describe('demo plays', () => {
  it('reports a start once per track and page view, however often sound starts again', () => {
    reportDemoPlayStart('physio');
    reportDemoPlayStart('physio'); // paused and played on
    reportDemoPlayStart('friseur');
    page.view += 1; // the visitor moves on to the next page
    reportDemoPlayStart('physio');
    expect(page.reports).toEqual([
      { name: 'demoPlayStart', trackId: 'physio' },
      { name: 'demoPlayStart', trackId: 'friseur' },
      { name: 'demoPlayStart', trackId: 'physio' },
    ]);
  });

  it('reports a finish once, and only after a start in the same page view', () => {
    reportDemoPlayFinish('tierarzt'); // no start: nothing
    reportDemoPlayStart('tierarzt');
    reportDemoPlayFinish('tierarzt');
    reportDemoPlayFinish('tierarzt'); // listened to the end twice
    page.view += 1;
    reportDemoPlayFinish('tierarzt'); // the start was on the page before
    expect(page.reports).toEqual([
      { name: 'demoPlayStart', trackId: 'tierarzt' },
      { name: 'demoPlayFinish', trackId: 'tierarzt' },
    ]);
  });
});
