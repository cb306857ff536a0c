import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { X } from 'lucide-react';
import { demoAdminMessages as m, type DemoTrack } from '@rufbereit/shared';
import { TrackForm } from './track-form';
import { demoAdminTexts as d } from '../../content/texts/demo-admin';

interface TrackDialogProps {
  open: boolean;
  /** The track to edit; none for a new one. */
  track?: DemoTrack;
  onClose: () => void;
  onSaved?: (track: DemoTrack) => void;
  updatedToast?: string;
}

/** 'Demo bearbeiten' / 'Neue Demo erstellen': the track form in a dialog (Radix: focus trap, Escape, labelled). */
export function TrackDialog({ open, track, onClose, onSaved, updatedToast }: TrackDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{track ? m.editTitle : m.createTitle}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-slate-600 hover:bg-slate-100" aria-label={d.close}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{track ? d.editDescription(track.title) : d.createDescription}</Dialog.Description>
          <TrackForm
            key={track?.id ?? 'new'}
            track={track}
            updatedToast={updatedToast}
            onSaved={(saved) => {
              onSaved?.(saved);
              onClose();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
