import { DemoPlaylist } from '../features/demo-playlist';

/** /demo-playlist: every demo recording with search, filter and embed codes. */
export default function DemoPlaylistPage() {
  return <DemoPlaylist />;
}
