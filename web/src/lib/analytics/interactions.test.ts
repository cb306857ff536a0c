// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ANALYTICS_FORM_ATTR, ctaOf, resetStartedForms, watchInteractions } from './interactions';

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
    const reports: unknown[] = [];
    watchInteractions((name, detail) => reports.push({ name, ...detail }));
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
});
