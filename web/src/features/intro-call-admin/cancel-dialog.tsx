import { introCallAdminTexts, introCallSlotLabel, type IntroCallAdminBooking } from '@rufbereit/shared';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/**
 * Asks before staff cancel a booking. Focus returns to the button that opened it, unless `focusAfterClose`
 * names another place (once the booking is cancelled, that button goes away with it).
 */
export function CancelDialog({
  booking,
  busy,
  onConfirm,
  onClose,
  focusAfterClose,
}: {
  booking: IntroCallAdminBooking | undefined;
  busy: boolean;
  onConfirm: (booking: IntroCallAdminBooking) => void;
  onClose: () => void;
  focusAfterClose?: () => HTMLElement | null | undefined;
}) {
  return (
    <ConfirmDialog
      open={booking !== undefined}
      title={introCallAdminTexts.cancelTitle}
      description={booking ? introCallAdminTexts.cancelDescription(booking.name, introCallSlotLabel(booking.slot)) : ''}
      confirmLabel={introCallAdminTexts.cancelConfirm}
      cancelLabel={introCallAdminTexts.keep}
      focusAfterClose={focusAfterClose}
      busy={busy}
      onConfirm={() => booking && onConfirm(booking)}
      onCancel={onClose}
    />
  );
}
