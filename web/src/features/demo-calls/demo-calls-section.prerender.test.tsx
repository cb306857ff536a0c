import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AudioPlayer } from '../../components/audio-player/audio-player';
import { DemoCallsSection } from './demo-calls-section';

// Prerendering runs in Node: no window, no Audio. Nothing may touch them while rendering.
describe('prerendered HTML', () => {
  it('has the anchor, the heading and the "Laden..." placeholder', () => {
    const html = renderToString(
      <MemoryRouter>
        <DemoCallsSection />
      </MemoryRouter>,
    );
    expect(html).toContain('id="demo-gespräche"');
    expect(html).toContain('So klingt Ihr KI-Telefonassistent');
    expect(html).toContain('Laden...');
  });

  it('embeds the landing-page structured data of the demo section: 4.8 from 1000 ratings', () => {
    const html = renderToString(
      <MemoryRouter>
        <DemoCallsSection />
      </MemoryRouter>,
    );
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? '{}') as { '@type'?: string; url?: string; aggregateRating?: unknown; offers?: unknown };
    expect(data['@type']).toBe('SoftwareApplication');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 1000 });
    expect(data.offers).toMatchObject({ price: '0', priceCurrency: 'EUR', name: '14 Tage kostenlos testen' });
    expect(data.url).toMatch(/\/#demo-gespr%C3%A4che$/);
  });

  it('renders a player without creating an audio element', () => {
    const html = renderToString(<AudioPlayer src="/media/audio/physio.mp3" title="Physiotherapie" />);
    expect(html).toContain('Audio wird geladen...');
    expect(html).toContain('aria-label="Abspielen"');
  });
});
