// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAYBACK_ENDED_EVENT, PLAYBACK_STARTED_EVENT } from '../../components/audio-player/playback-events';
import { ANALYTICS_FORM_ATTR, ctaOf, resetStartedForms, watchInteractions } from './interactions';

/** What the delegated listeners report (installed once per page, like the app does with its first page view). */
const reports: unknown[] = [];
beforeAll(() => watchInteractions((name, detail) => reports.push({ name, ...detail })));
beforeEach(() => {
  reports.length = 0;
  resetStartedForms();
});

describe('the delegated interactions', () => {
  it('names a click on a link to a conversion page of this site as a CTA, and nothing else', () => {
    document.body.innerHTML = `
      <a id="trial" href="/kostenlos-testen"><span id="inner">Jetzt testen</span></a>
      <a id="contact" href="/kontakt/">Kontakt</a>
      <a id="about" href="/ueber-uns">Über uns</a>
      <a id="foreign" href="https://example.org/kontakt">fremd</a>
      <button id="plain">Knopf</button>`;
    const origin = window.location.origin;
    const at = (id: string) => document.getElementById(id);
    expect(ctaOf(at('inner'), origin)).toBe('kostenlos-testen');
    expect(ctaOf(at('contact'), origin)).toBe('kontakt');
    expect([ctaOf(at('about'), origin), ctaOf(at('foreign'), origin), ctaOf(at('plain'), origin)]).toEqual([undefined, undefined, undefined]);
  });

  it('reports a CTA click and the first focus of each marked form once per page view', () => {
    document.body.innerHTML = `
      <a id="trial" href="/kostenlos-testen">Testen</a>
      <form ${ANALYTICS_FORM_ATTR}="contact"><input id="a"><input id="b"></form>
      <form ${ANALYTICS_FORM_ATTR}="newsletter"><input id="c"></form>`;
    document.getElementById('trial')?.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('trial')?.click();
    document.getElementById('a')?.focus();
    document.getElementById('b')?.focus();
    document.getElementById('c')?.focus();
    resetStartedForms();
    document.getElementById('a')?.focus();
    expect(reports).toEqual([
      { name: 'ctaClick', cta: 'kostenlos-testen' },
      { name: 'formStart', form: 'contact' },
      { name: 'formStart', form: 'contact' },
    ]);
  });

  it("reports a demo card's play once per track and page view, its end only after its start, and a player outside a card not at all", () => {
    document.body.innerHTML = `
      <article data-track="physio"><div id="physio" role="group"></div></article>
      <article data-track="friseur"><div id="friseur" role="group"></div></article>
      <div id="other" role="group"></div>`;
    const playback = (id: string, type: string) => document.getElementById(id)?.dispatchEvent(new Event(type, { bubbles: true }));
    playback('friseur', PLAYBACK_ENDED_EVENT); // an end without a start on this page view: nothing
    playback('physio', PLAYBACK_STARTED_EVENT);
    playback('physio', PLAYBACK_STARTED_EVENT); // paused and played on
    playback('physio', PLAYBACK_ENDED_EVENT);
    playback('physio', PLAYBACK_ENDED_EVENT); // listened to the end twice
    playback('other', PLAYBACK_STARTED_EVENT);
    resetStartedForms(); // the next page view
    playback('physio', PLAYBACK_ENDED_EVENT); // its start was on the page before
    playback('physio', PLAYBACK_STARTED_EVENT);
    expect(reports).toEqual([
      { name: 'demoPlayStart', trackId: 'physio' },
      { name: 'demoPlayFinish', trackId: 'physio' },
      { name: 'demoPlayStart', trackId: 'physio' },
    ]);
  });
});
