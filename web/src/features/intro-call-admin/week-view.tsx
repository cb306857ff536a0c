import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  INTRO_CALL_BLOCK_REASON_MAX_LENGTH,
  addDays,
  berlinDate,
  introCallAdminTexts,
  introCallSlotLabel,
  isIntroCallWorkingDay,
  slotsOfDate,
  type IntroCallAdminBooking,
} from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { QueryFailed, QueryLoading } from '../../components/ui/query-status';
import { TableScrollRegion } from '../../components/ui/table-scroll-region';
import { introCallCalendarQueryOptions } from './api';
import { longDay, shortDay, slotTime } from './format';
import { useIntroCallActions } from './use-intro-call-actions';

/** Monday of the week of a `YYYY-MM-DD` day. */
const mondayOf = (date: string): string => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * One working week as a table: a column per day, a row per 15-minute slot (Berlin time). Each cell
 * says what the slot holds and offers what staff may do with it: block a free slot, free a blocked
 * one, cancel a booking (through the confirm dialog).
 */
export function WeekView({ onCancel }: { onCancel: (booking: IntroCallAdminBooking) => void }) {
  const [now] = useState(() => new Date());
  const [monday, setMonday] = useState(() => mondayOf(berlinDate(now)));
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const days = [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
  const friday = days[4] ?? monday;
  const calendar = useQuery(introCallCalendarQueryOptions(monday, friday));
  const { block, free } = useIntroCallActions();
  const busy = block.isPending || free.isPending;

  const bookings = new Map((calendar.data?.bookings ?? []).map((b) => [b.slot, b]));
  const blocks = new Map((calendar.data?.blocks ?? []).map((b) => [b.slot, b]));
  const isFuture = (slot: string): boolean => Date.parse(slot) > now.getTime();
  const times = slotsOfDate(monday).map(slotTime);
  const blockable = (date: string): string[] => (isIntroCallWorkingDay(date) ? slotsOfDate(date).filter((s) => isFuture(s) && !bookings.has(s) && !blocks.has(s)) : []);
  const blockedOf = (date: string): string[] => slotsOfDate(date).filter((s) => blocks.has(s) && isFuture(s));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => setMonday(addDays(monday, -7))}>
          {introCallAdminTexts.previousWeek}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setMonday(mondayOf(berlinDate(new Date())))}>
          {introCallAdminTexts.thisWeek}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setMonday(addDays(monday, 7))}>
          {introCallAdminTexts.nextWeek}
        </Button>
      </div>
      <div className="max-w-md">
        <label htmlFor={reasonId} className="block text-sm font-semibold text-slate-800">
          {introCallAdminTexts.reasonLabel}
        </label>
        <input
          id={reasonId}
          value={reason}
          maxLength={INTRO_CALL_BLOCK_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
        />
      </div>
      {calendar.isPending && <QueryLoading rows={4} />}
      {calendar.isError && <QueryFailed title={introCallAdminTexts.loadFailed} error={calendar.error} onRetry={() => void calendar.refetch()} />}
      {calendar.data && (
        <TableScrollRegion label={introCallAdminTexts.weekCaption(longDay(monday), longDay(friday))}>
          <table className="w-full min-w-[44rem] border-collapse text-sm" aria-busy={busy || undefined}>
            <caption className="p-3 text-left font-semibold text-slate-900">{introCallAdminTexts.weekCaption(longDay(monday), longDay(friday))}</caption>
            <thead>
              <tr className="bg-slate-50">
                <th scope="col" className="border-b border-slate-200 p-2 text-left">
                  {introCallAdminTexts.timeColumn}
                </th>
                {days.map((date) => (
                  <th key={date} scope="col" className="border-b border-slate-200 p-2 text-left align-top">
                    <span className="block">{shortDay(date)}</span>
                    {!isIntroCallWorkingDay(date) && <span className="block font-normal text-slate-600">{introCallAdminTexts.holiday}</span>}
                    {blockable(date).length > 0 && (
                      <Button size="sm" variant="ghost" className="mt-1 px-1 py-0.5 text-xs" disabled={busy} aria-label={introCallAdminTexts.blockDayLabel(longDay(date))} onClick={() => block.mutate({ slots: blockable(date), reason })}>
                        {introCallAdminTexts.blockDay}
                      </Button>
                    )}
                    {blockedOf(date).length > 0 && (
                      <Button size="sm" variant="ghost" className="mt-1 px-1 py-0.5 text-xs" disabled={busy} aria-label={introCallAdminTexts.unblockDayLabel(longDay(date))} onClick={() => free.mutate(blockedOf(date))}>
                        {introCallAdminTexts.unblockDay}
                      </Button>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {times.map((time, row) => (
                <tr key={time} className="border-b border-slate-100">
                  <th scope="row" className="p-2 text-left font-normal text-slate-700">
                    {time}
                  </th>
                  {days.map((date) => {
                    const slot = slotsOfDate(date)[row] ?? '';
                    const booking = bookings.get(slot);
                    const blocked = blocks.get(slot);
                    const when = introCallSlotLabel(slot);
                    const open = isFuture(slot);
                    if (!isIntroCallWorkingDay(date)) return <td key={date} className="bg-slate-50 p-2 text-slate-500">–</td>;
                    return (
                      <td key={date} className={`p-1.5 align-top ${booking ? 'bg-brand-50' : blocked ? 'bg-slate-100' : ''}`}>
                        {booking ? (
                          <div className="space-y-1">
                            <span className="block font-semibold break-words text-slate-900">{introCallAdminTexts.booked(booking.name)}</span>
                            {open && (
                              <Button size="sm" variant="ghost" className="px-1 py-0.5 text-xs" aria-label={`${introCallAdminTexts.cancel}: ${booking.name}, ${when}`} onClick={() => onCancel(booking)}>
                                {introCallAdminTexts.cancel}
                              </Button>
                            )}
                          </div>
                        ) : blocked ? (
                          <div className="space-y-1">
                            <span className="block text-slate-800" title={introCallAdminTexts.blockedBy(blocked.blockedBy)}>
                              {introCallAdminTexts.blocked}
                              {blocked.reason ? `: ${blocked.reason}` : ''}
                            </span>
                            {open && (
                              <Button size="sm" variant="ghost" className="px-1 py-0.5 text-xs" disabled={busy} aria-label={introCallAdminTexts.unblockSlotLabel(when)} onClick={() => free.mutate([slot])}>
                                {introCallAdminTexts.unblock}
                              </Button>
                            )}
                          </div>
                        ) : (
                          <div className="space-y-1">
                            <span className="block text-slate-600">{introCallAdminTexts.free}</span>
                            {open && (
                              <Button size="sm" variant="ghost" className="px-1 py-0.5 text-xs" disabled={busy} aria-label={introCallAdminTexts.blockSlotLabel(when)} onClick={() => block.mutate({ slots: [slot], reason })}>
                                {introCallAdminTexts.block}
                              </Button>
                            )}
                          </div>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
    </div>
  );
}
