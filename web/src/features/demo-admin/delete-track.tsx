import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { demoAdminMessages as m, type AdminDemoTrackListBody, type DemoTrack } from '@rufbereit/shared';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { adminTracksQueryOptions, deleteTrack } from './api';

/** Asks before a track is deleted, then deletes it (and its file) with the spec's toasts. */
export function DeleteTrackDialog({ track, onClose, onDeleted }: { track?: DemoTrack; onClose: () => void; onDeleted?: (track: DemoTrack) => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: DemoTrack) => deleteTrack(target.id),
    onSuccess: (_answer, deleted) => {
      toast.success(m.deleted, { description: deleted.title });
      queryClient.setQueryData<AdminDemoTrackListBody>(adminTracksQueryOptions().queryKey, (list) => list && { ...list, tracks: list.tracks.filter((t) => t.id !== deleted.id) });
      void queryClient.invalidateQueries({ queryKey: adminTracksQueryOptions().queryKey });
      onDeleted?.(deleted);
    },
    onError: (error) => toast.error(m.deleteFailed, { description: error.message }),
    onSettled: onClose,
  });
  return (
    <ConfirmDialog
      open={Boolean(track)}
      title={m.deleteQuestion}
      description={m.deleteDescription(track?.title ?? '')}
      confirmLabel={m.deleteButton}
      busy={remove.isPending}
      onConfirm={() => track && remove.mutate(track)}
      onCancel={onClose}
    />
  );
}
