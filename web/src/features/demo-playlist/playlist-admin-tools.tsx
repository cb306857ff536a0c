import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { demoAdminMessages, type DemoTrack } from '@rufbereit/shared';
import { useAuth } from '../auth/auth-state';
import { keepSession } from '../auth/session';
import { createBackOfficeQueryClient } from '../back-office/query-client';
import { DeleteTrackDialog } from '../demo-admin/delete-track';
import { TrackDialog } from '../demo-admin/track-dialog';

/** What a playlist card offers a signed-in admin. */
export interface PlaylistAdminActions {
  edit: (track: DemoTrack) => void;
  remove: (track: DemoTrack) => void;
}

interface PlaylistAdminToolsProps {
  /** Called with the actions once the account is known to be an admin (undefined otherwise). */
  onActions: (actions: PlaylistAdminActions | undefined) => void;
  onSaved: (track: DemoTrack) => void;
  onDeleted: (track: DemoTrack) => void;
}

/**
 * Loaded by the playlist only when the browser holds a session: asks who is signed in and, for an
 * admin, offers edit (the track dialog of the demo administration) and delete (asks first).
 */
export default function PlaylistAdminTools({ onActions, onSaved, onDeleted }: PlaylistAdminToolsProps) {
  const auth = useAuth();
  const [queryClient] = useState(createBackOfficeQueryClient);
  const [editing, setEditing] = useState<DemoTrack>();
  const [deleting, setDeleting] = useState<DemoTrack>();
  const isAdmin = auth.status === 'signedIn' && auth.me.isAdmin;

  useEffect(() => keepSession(), []);
  useEffect(() => {
    onActions(isAdmin ? { edit: setEditing, remove: setDeleting } : undefined);
  }, [isAdmin, onActions]);

  if (!isAdmin) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <TrackDialog open={Boolean(editing)} track={editing} onClose={() => setEditing(undefined)} onSaved={onSaved} updatedToast={demoAdminMessages.changesSaved} />
      <DeleteTrackDialog track={deleting} onClose={() => setDeleting(undefined)} onDeleted={onDeleted} />
    </QueryClientProvider>
  );
}
