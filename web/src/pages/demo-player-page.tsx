import { DemoPlayer } from '../features/demo-player/demo-player';

/** /demo-player: the page other sites embed (bare layout, see app.tsx). */
export default function DemoPlayerPage() {
  return <DemoPlayer />;
}
