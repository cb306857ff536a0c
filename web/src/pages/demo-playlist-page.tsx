import { lazy } from 'react';
import { DemoPlaylist } from '../features/demo-playlist';

/** Edit and delete for signed-in admins: the playlist loads them only when the browser holds a session. */
const PlaylistAdminTools = lazy(() => import('../features/demo-admin/playlist-admin-tools'));

/** /demo-playlist: every demo recording with search, filter and embed codes. */
export default function DemoPlaylistPage() {
  return <DemoPlaylist adminTools={PlaylistAdminTools} />;
}
