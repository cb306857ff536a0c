import * as Tabs from '@radix-ui/react-tabs';
import { useRef, useState } from 'react';
import { introCallAdminTexts, type IntroCallAdminBooking } from '@rufbereit/shared';
import { BookingList } from './booking-list';
import { CancelDialog } from './cancel-dialog';
import { useIntroCallActions } from './use-intro-call-actions';
import { WeekView } from './week-view';

const tabClasses =
  '-mb-px rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/** The intro calls for staff: a week view and a list, one cancel dialog for both. */
export function IntroCallAdmin() {
  const [cancelling, setCancelling] = useState<IntroCallAdminBooking>();
  const { cancel } = useIntroCallActions();
  // A cancelled booking takes its 'Absagen' button with it: focus goes to the view it was in (Radix
  // makes the tab panel focusable), not to the page's start. 'Zurück' or a failed cancel return to the button.
  const tabs = useRef<HTMLDivElement>(null);
  const cancelled = useRef(false);
  const focusAfterClose = () => (cancelled.current ? tabs.current?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]') : undefined);
  const ask = (booking: IntroCallAdminBooking) => {
    cancelled.current = false;
    setCancelling(booking);
  };
  const confirm = (booking: IntroCallAdminBooking) =>
    cancel.mutate(
      { slot: booking.slot, bookingId: booking.id },
      {
        onSuccess: () => {
          cancelled.current = true;
        },
        onSettled: () => setCancelling(undefined),
      },
    );
  return (
    <>
      <Tabs.Root defaultValue="week" ref={tabs}>
        <Tabs.List aria-label={introCallAdminTexts.title} className="flex flex-wrap gap-1 border-b border-slate-200">
          <Tabs.Trigger value="week" className={tabClasses}>
            {introCallAdminTexts.weekView}
          </Tabs.Trigger>
          <Tabs.Trigger value="list" className={tabClasses}>
            {introCallAdminTexts.listView}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="week" className="py-6">
          <WeekView onCancel={ask} />
        </Tabs.Content>
        <Tabs.Content value="list" className="py-6">
          <BookingList onCancel={ask} />
        </Tabs.Content>
      </Tabs.Root>
      <CancelDialog booking={cancelling} busy={cancel.isPending} onConfirm={confirm} onClose={() => setCancelling(undefined)} focusAfterClose={focusAfterClose} />
    </>
  );
}
