import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { introCallAdminTexts } from '@rufbereit/shared';
import { ApiError } from '../../lib/api/api-client';
import { blockSlots, cancelBooking, freeSlots, introCallAdminKeys } from './api';

/** The German reason a change failed: the field message of a 400, else the server's message. */
const failureText = (error: Error, fallback: string): string =>
  (error instanceof ApiError ? (error.fields ? Object.values(error.fields)[0] : undefined) ?? error.message : undefined) ?? fallback;

/**
 * Cancel, block and free, each followed by a fresh calendar: a staff member always sees what is
 * stored now (a visitor may have booked a slot meanwhile).
 */
export function useIntroCallActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: introCallAdminKeys.all });

  const cancel = useMutation({
    mutationFn: ({ slot, bookingId }: { slot: string; bookingId: string }) => cancelBooking(slot, bookingId),
    onSuccess: () => toast.success(introCallAdminTexts.cancelled),
    onError: (error) => toast.error(failureText(error, introCallAdminTexts.cancelFailed)),
    onSettled: refresh,
  });
  const block = useMutation({
    mutationFn: ({ slots, reason }: { slots: string[]; reason: string }) => blockSlots(slots, reason),
    onSuccess: (result) => toast.success(introCallAdminTexts.blockedToast(result.blocked.length)),
    // A 409 names the booked slots that were left alone (the free ones were blocked).
    onError: (error) => toast.error(failureText(error, introCallAdminTexts.actionFailed)),
    onSettled: refresh,
  });
  const free = useMutation({
    mutationFn: (slots: string[]) => freeSlots(slots),
    onSuccess: (result) => toast.success(introCallAdminTexts.freedToast(result.freed.length)),
    onError: (error) => toast.error(failureText(error, introCallAdminTexts.actionFailed)),
    onSettled: refresh,
  });
  return { cancel, block, free };
}
