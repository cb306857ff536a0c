import { toast } from 'sonner';
import { audioMessages } from '@rufbereit/shared';

/** The player's toasts (spec: error catalogue). */
export const playerToasts = {
  invalidUrl: () => toast.error(audioMessages.invalidUrl),
  toggleFailed: () => toast.error(audioMessages.toggleFailedToast),
  reloading: () => toast.info(audioMessages.reloadingToast),
  fallback: (retry: () => void) =>
    toast.warning(audioMessages.fallbackToast.title, {
      description: audioMessages.fallbackToast.description,
      action: { label: audioMessages.reload, onClick: retry },
    }),
};
