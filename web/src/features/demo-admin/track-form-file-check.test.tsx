// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAdminMessages as m, type DemoTrack } from '@rufbereit/shared';

/** The decoding of the chosen file, finished by the test when it wants. */
let finishDecoding: (result: { duration: string }) => void = () => undefined;
vi.mock('../../lib/uploads/audio-file', async (original) => ({
  ...(await original<typeof import('../../lib/uploads/audio-file')>()),
  readAudioDuration: () => new Promise((resolve) => (finishDecoding = resolve)),
}));
const saveTrack = vi.fn();
vi.mock('./api', async (original) => ({ ...(await original<typeof import('./api')>()), saveTrack: (...args: unknown[]) => saveTrack(...args) }));

const { TrackForm } = await import('./track-form');

afterEach(cleanup);

const track: DemoTrack = {
  id: 't1',
  title: 'Friseur',
  description: 'Termin',
  categoryId: 'beauty',
  duration: '0:24',
  audioUrl: '/media/audio/a.mp3',
  icon: 'scissors',
} as DemoTrack;

describe('TrackForm while a chosen file is checked', () => {
  it('a save clicked before the new file is decoded waits for it and saves with the file', async () => {
    saveTrack.mockResolvedValue({ ...track, duration: '1:15' });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TrackForm track={track} onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    const file = new File([new Uint8Array(2048)], 'neu.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText(/^Neue Audio-Datei/), file);
    await user.click(screen.getByRole('button', { name: m.saveChanges }));
    expect(saveTrack).not.toHaveBeenCalled();

    finishDecoding({ duration: '1:15' });
    await waitFor(() => expect(saveTrack).toHaveBeenCalledTimes(1));
    expect(saveTrack.mock.calls[0]?.[2]).toBe(file);
    expect(screen.getByText('Dauer: 1:15')).toBeInTheDocument();
  });
});
