import { introCallAdminTexts, introCallSlotLabel, type IntroCallAdminBooking } from '@rufbereit/shared';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/** Asks before staff cancel a booking (focus returns to the button that opened it). */
export function CancelDialog({ booking, busy, onConfirm, onClose }: { booking: IntroCallAdminBooking | undefined; busy: boolean; onConfirm: (booking: IntroCallAdminBooking) => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={booking !== undefined}
      title={introCallAdminTexts.cancelTitle}
      description={booking ? introCallAdminTexts.cancelDescription(booking.name, introCallSlotLabel(booking.slot)) : ''}
      confirmLabel={introCallAdminTexts.cancelConfirm}
      cancelLabel={introCallAdminTexts.keep}
      busy={busy}
      onConfirm={() => booking && onConfirm(booking)}
      onCancel={onClose}
    />
  );
}
