// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioFactoryContext } from '../../components/audio-player/audio-factory-context';
import { FAKE_LOAD_DELAY_MS, fakeAudioFactory, type FakeLoadOutcome } from '../../components/audio-player/testing/fake-audio';
import { OnScreenObserver } from '../../components/audio-player/testing/visible-observer';
import { PLAYBACK_ENDED_EVENT, PLAYBACK_STARTED_EVENT } from '../../components/audio-player/playback-events';
import { DemoCallsSection } from './demo-calls-section';
import { demoTracks, type DemoTrack } from '../../lib/demo-tracks/tracks';

const works = (): FakeLoadOutcome => ({ type: 'metadata', duration: 30 });

function renderSection(outcomeFor: (src: string) => FakeLoadOutcome = works, tracks?: readonly DemoTrack[]) {
  const factory = fakeAudioFactory(outcomeFor);
  render(
    <MemoryRouter>
      <AudioFactoryContext.Provider value={factory.create}>
        <DemoCallsSection tracks={tracks} />
        <Toaster />
      </AudioFactoryContext.Provider>
    </MemoryRouter>,
  );
  return factory;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const card = (title: string) => screen.getByRole('article', { name: title });
/** Section placeholder, card placeholders and the players' first load. */
const untilPlayersLoaded = () => {
  advance(1000);
  advance(500);
  advance(FAKE_LOAD_DELAY_MS);
  advance(1); // sonner renders toasts on a timer of its own
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', OnScreenObserver);
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DemoCallsSection', () => {
  it('is the demo-gespräche anchor and shows "Laden..." for 1 s, then filter and cards', () => {
    const { container } = render(
      <MemoryRouter>
        <DemoCallsSection />
      </MemoryRouter>,
    );
    expect(container.querySelector('section')).toHaveAttribute('id', 'demo-gespräche');
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    advance(999);
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Laden...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-track'))).toEqual(['friseur', 'physio', 'tierarzt']);
    for (const label of ['Alle Demos', 'Gesundheitswesen', 'Schönheit', 'Tierpflege']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(within(card('Physiotherapie')).getByText('0:30')).toBeInTheDocument();
    expect(within(card('Friseursalon')).getByText('0:24')).toBeInTheDocument();
    expect(within(card('Tierarztpraxis')).getByText('0:28')).toBeInTheDocument();
  });

  it('shows each card’s placeholder for 500 ms, then its player', () => {
    renderSection();
    advance(1000);
    expect(screen.queryByRole('group', { name: /Audio-Player/ })).not.toBeInTheDocument();
    advance(499);
    expect(screen.queryByRole('group', { name: /Audio-Player/ })).not.toBeInTheDocument();
    advance(1);
    expect(screen.getAllByRole('group', { name: /Audio-Player/ })).toHaveLength(3);
    advance(FAKE_LOAD_DELAY_MS);
    expect(within(card('Friseursalon')).getByRole('button', { name: 'Abspielen' })).toBeEnabled();
  });

  it('filters by category with pressed-state buttons', () => {
    renderSection();
    advance(1000);
    expect(screen.getByRole('button', { name: 'Alle Demos' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Tierpflege' }));
    expect(screen.getByRole('button', { name: 'Tierpflege' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Alle Demos' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-track'))).toEqual(['tierarzt']);
  });

  it('says so when a category has no recordings', () => {
    const physioOnly = demoTracks.filter((t) => t.id === 'physio');
    renderSection(works, physioOnly);
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Schönheit' }));
    expect(screen.getByText('Keine Demo-Aufnahmen gefunden.')).toBeInTheDocument();
  });

  it('shows a failing card’s error and reloads just that card', () => {
    let friseurLoads = 0;
    renderSection((src) => (src.includes('friseur') && ++friseurLoads === 1 ? { type: 'error', code: 4 } : works()));
    untilPlayersLoaded();
    expect(within(card('Friseursalon')).getByText('Fehler beim Laden der Audio')).toBeInTheDocument();
    expect(screen.getByText('Fehler beim Laden der Audio für friseur')).toBeInTheDocument();
    expect(within(card('Physiotherapie')).getByRole('button', { name: 'Abspielen' })).toBeEnabled();

    fireEvent.click(within(card('Friseursalon')).getByRole('button', { name: 'Neu laden' }));
    advance(1);
    expect(screen.getByText('Versuche Audio neu zu laden...')).toBeInTheDocument();
    expect(within(card('Friseursalon')).queryByText('Fehler beim Laden der Audio')).not.toBeInTheDocument();
    expect(within(card('Friseursalon')).queryByRole('group')).not.toBeInTheDocument(); // placeholder again
    advance(500);
    advance(FAKE_LOAD_DELAY_MS);
    expect(within(card('Friseursalon')).getByRole('button', { name: 'Abspielen' })).toBeEnabled();
  });

  it('offers "Alle neu laden" and the playlist when all three fail', () => {
    let loads = 0;
    renderSection(() => (++loads <= 3 ? { type: 'error', code: 2 } : works()));
    untilPlayersLoaded();
    expect(screen.getByText('Audio-Demos sind temporär nicht verfügbar')).toBeInTheDocument();
    expect(
      screen.getByText('Leider können die Audio-Beispiele momentan nicht geladen werden. Sie können alternativ:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur vollständigen Demo-Playlist' })).toHaveAttribute('href', '/demo-playlist');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Alle neu laden' }));
    expect(screen.queryByText('Audio-Demos sind temporär nicht verfügbar')).not.toBeInTheDocument();
    advance(500);
    advance(FAKE_LOAD_DELAY_MS);
    expect(screen.getAllByRole('button', { name: 'Abspielen' })).toHaveLength(3);
  });

  it('lets only one card play at a time', async () => {
    const factory = renderSection();
    untilPlayersLoaded();
    await act(async () => fireEvent.click(within(card('Friseursalon')).getByRole('button', { name: 'Abspielen' })));
    await act(async () => fireEvent.click(within(card('Physiotherapie')).getByRole('button', { name: 'Abspielen' })));
    expect(within(card('Friseursalon')).getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
    expect(within(card('Physiotherapie')).getByRole('button', { name: 'Pausieren' })).toBeInTheDocument();
    expect(factory.created.filter((a) => !a.paused)).toHaveLength(1);
  });

  it("tells the page, from inside the track's card, when sound starts (each time) and when it played to the end", async () => {
    const heard: string[] = [];
    const listen = (event: Event) => heard.push(`${event.type} ${(event.target as Element).closest('[data-track]')?.getAttribute('data-track')}`);
    document.addEventListener(PLAYBACK_STARTED_EVENT, listen);
    document.addEventListener(PLAYBACK_ENDED_EVENT, listen);
    try {
      const factory = renderSection();
      untilPlayersLoaded();
      const physio = () => within(card('Physiotherapie'));
      await act(async () => fireEvent.click(physio().getByRole('button', { name: 'Abspielen' })));
      await act(async () => fireEvent.click(physio().getByRole('button', { name: 'Pausieren' })));
      await act(async () => fireEvent.click(physio().getByRole('button', { name: 'Abspielen' })));
      act(() => factory.created.find((audio) => audio.src.includes('physio'))?.finish());
      expect(heard).toEqual([`${PLAYBACK_STARTED_EVENT} physio`, `${PLAYBACK_STARTED_EVENT} physio`, `${PLAYBACK_ENDED_EVENT} physio`]);
    } finally {
      document.removeEventListener(PLAYBACK_STARTED_EVENT, listen);
      document.removeEventListener(PLAYBACK_ENDED_EVENT, listen);
    }
  });
});
