/**
 * The embeddable player's island (loaded by ./demo-player.ts after the first paint).
 *
 * The prerendered HTML (the same components rendered by React at build time) is replaced in one
 * task rather than hydrated: the first client render already knows the query (the prerender could
 * not), so nothing is shown in between and no markup has to match.
 */
import { createRoot } from 'react-dom/client';
import { DEMO_PLAYER_PATH } from '@rufbereit/shared';
import { BareLayout } from '../app/bare-layout';
import { PageHydratedMark } from '../components/hydration-marks';
import { DemoPlayer } from '../features/demo-player/demo-player';

const container = document.getElementById('root');
if (!container) {
  console.error('Failed to find the root element');
} else {
  try {
    container.replaceChildren();
    createRoot(container).render(
      <BareLayout>
        <DemoPlayer />
        <PageHydratedMark path={DEMO_PLAYER_PATH} />
      </BareLayout>,
    );
  } catch (error) {
    console.error('Failed to render the app', error);
  }
}
