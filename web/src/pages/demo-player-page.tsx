import { DemoPlayer } from '../features/demo-player/demo-player';

/**
 * /demo-player: the page other sites embed (bare layout, see app.tsx). The app renders it for the
 * prerenderer and the dev server; the built page runs it as its own island without React (src/embed/).
 */
export default function DemoPlayerPage() {
  return <DemoPlayer />;
}
