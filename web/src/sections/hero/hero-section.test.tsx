// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { HeroSection } from './hero-section';
import { HERO_TITLE } from '../../content/landing/hero';

const html = renderToString(
  <MemoryRouter>
    <HeroSection />
  </MemoryRouter>,
);

describe('hero, prerendered', () => {
  it('has the title as the h1 text, in the HTML itself', () => {
    expect(html).toMatch(new RegExp(`<h1[^>]*>${HERO_TITLE}</h1>`));
  });

  it('links the buttons to #contact and #demo-gespräche and the guarantee to its page', () => {
    expect(html).toContain('href="/?section=contact#contact"');
    expect(html).toContain(`href="/?section=${encodeURIComponent('demo-gespräche')}#${encodeURIComponent('demo-gespräche')}"`);
    expect(html).toContain('href="/zufriedenheitsgarantie"');
    for (const text of ['Kostenlos starten', 'KI-Anruf testen', '14 Tage kostenlos', '100% Zufriedenheit', 'Deutsche Server']) {
      expect(html).toContain(text);
    }
  });

  it('renders the canvas empty and hidden from assistive technology', () => {
    expect(html).toMatch(/<canvas aria-hidden="true"[^>]*><\/canvas>/);
  });
});
