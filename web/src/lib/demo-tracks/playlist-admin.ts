import type { DemoTrack } from '@rufbereit/shared';

/** What a playlist card offers a signed-in admin. */
export interface PlaylistAdminActions {
  edit: (track: DemoTrack) => void;
  remove: (track: DemoTrack) => void;
}

/**
 * The admin tools the playlist page plugs into the playlist (the demo administration provides
 * them; the playlist only knows this contract, so neither feature imports the other).
 */
export interface PlaylistAdminToolsProps {
  /** Called with the actions once the account is known to be an admin (undefined otherwise). */
  onActions: (actions: PlaylistAdminActions | undefined) => void;
  onSaved: (track: DemoTrack) => void;
  onDeleted: (track: DemoTrack) => void;
}
