/* Lives outside components/ui on purpose: that folder feeds the shared 'common' chunk (web/vite.config.ts), and Radix Dialog must not load on every page. */
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';
import { uiTexts } from '../../content/texts/ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  busy?: boolean;
  confirmLabel?: string;
  /** The button that leaves things as they are; 'Zurück' where 'Abbrechen' would read like the confirm (cancelling a booking). */
  cancelLabel?: string;
  /** Where focus goes on closing when not to the button that opened the dialog (it goes away with what was confirmed). */
  focusAfterClose?: () => HTMLElement | null | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something changes for good (Radix Dialog: focus trap, Escape, labelled title and text). */
export function ConfirmDialog({ open, title, description, busy = false, confirmLabel = uiTexts.confirm, cancelLabel = uiTexts.cancel, focusAfterClose, onConfirm, onCancel }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open, focusAfterClose);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
              {busy ? uiTexts.saving : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
