import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AudioPlayer } from '../audio-player/audio-player';
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

  it('renders a player without creating an audio element', () => {
    const html = renderToString(<AudioPlayer src="/media/audio/physio.mp3" title="Physiotherapie" />);
    expect(html).toContain('Audio wird geladen...');
    expect(html).toContain('aria-label="Abspielen"');
  });
});
