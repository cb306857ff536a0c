import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays, attributionLabels, berlinDate, introCallAdminTexts, introCallSlotLabel, mailOutcomeLabels, type IntroCallAdminBooking, type VisitAttribution } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { QueryFailed, QueryLoading } from '../../components/ui/query-status';
import { introCallCalendarQueryOptions } from './api';
import { dateTime } from './format';
import { LinkedRequest } from './linked-request';

type Period = 'upcoming' | 'past';

/** Upcoming bookings (the next six weeks) or past ones (the last 30 days: the table keeps them that long). */
const attributionFields = ['entryPath', 'source', 'medium', 'campaign', 'referrerHost'] as const satisfies ReadonlyArray<keyof VisitAttribution>;

/** "Einstiegsseite /branchen/… · Quelle newsletter · …": the values the visit had, by their inbox labels; "–" without a visit. */
const attributionLine = (attribution: VisitAttribution | undefined): string =>
  attribution
    ? attributionFields.flatMap((field) => (attribution[field] ? [`${attributionLabels[field]} ${attribution[field]}`] : [])).join(' · ')
    : '–';

function rangeOf(period: Period, now: Date): { from: string; to: string } {
  const today = berlinDate(now);
  return period === 'upcoming' ? { from: today, to: addDays(today, 41) } : { from: addDays(today, -30), to: today };
}

export function BookingList({ onCancel }: { onCancel: (booking: IntroCallAdminBooking) => void }) {
  const [period, setPeriod] = useState<Period>('upcoming');
  const [now] = useState(() => new Date());
  const { from, to } = rangeOf(period, now);
  const calendar = useQuery(introCallCalendarQueryOptions(from, to));
  const bookings = (calendar.data?.bookings ?? []).filter((b) => (period === 'upcoming' ? Date.parse(b.slot) >= now.getTime() : Date.parse(b.slot) < now.getTime()));
  if (period === 'past') bookings.reverse();

  return (
    <div className="space-y-4">
      <div role="group" aria-label={introCallAdminTexts.bookingsLabel} className="flex flex-wrap gap-2">
        {(['upcoming', 'past'] as const).map((p) => (
          <Button key={p} size="sm" variant={period === p ? 'primary' : 'outline'} aria-pressed={period === p} onClick={() => setPeriod(p)}>
            {p === 'upcoming' ? introCallAdminTexts.upcoming : introCallAdminTexts.past}
          </Button>
        ))}
      </div>
      {calendar.isPending && <QueryLoading />}
      {calendar.isError && <QueryFailed title={introCallAdminTexts.loadFailed} error={calendar.error} onRetry={() => void calendar.refetch()} />}
      {calendar.data && bookings.length === 0 && (
        <p className="rounded-xl border border-slate-200 p-6 text-slate-700">{period === 'upcoming' ? introCallAdminTexts.emptyUpcoming : introCallAdminTexts.emptyPast}</p>
      )}
      {bookings.length > 0 && (
        <ul className="space-y-3" aria-label={period === 'upcoming' ? introCallAdminTexts.upcoming : introCallAdminTexts.past}>
          {bookings.map((booking) => (
            <li key={booking.id} className="rounded-xl border border-slate-200 p-4" data-testid="intro-call-booking">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <h3 className="font-semibold text-slate-900">{introCallSlotLabel(booking.slot)}</h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
                    <dt className="text-slate-600">{introCallAdminTexts.name}</dt>
                    <dd className="break-words">{booking.name}</dd>
                    <dt className="text-slate-600">{introCallAdminTexts.email}</dt>
                    <dd className="break-all">
                      <a className="inline-block py-0.5 text-brand-800 underline" href={`mailto:${booking.email}`}>
                        {booking.email}
                      </a>
                    </dd>
                    <dt className="text-slate-600">{introCallAdminTexts.phone}</dt>
                    <dd>
                      <a className="inline-block py-0.5 text-brand-800 underline" href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>
                        {booking.phone}
                      </a>
                    </dd>
                    <dt className="text-slate-600">{introCallAdminTexts.bookedAt}</dt>
                    <dd>{dateTime(booking.createdAt)}</dd>
                    {booking.mailOutcome && (
                      <>
                        <dt className="text-slate-600">{introCallAdminTexts.confirmationMail}</dt>
                        <dd>
                          <span className={booking.mailOutcome === 'delivered' ? 'text-emerald-900' : 'font-semibold text-red-800'} data-testid="booking-mail-outcome" data-outcome={booking.mailOutcome}>
                            {mailOutcomeLabels[booking.mailOutcome]}
                          </span>
                        </dd>
                      </>
                    )}
                    <dt className="text-slate-600">{attributionLabels.heading}</dt>
                    <dd className="break-words" data-testid="booking-attribution">{attributionLine(booking.attribution)}</dd>
                    <dt className="text-slate-600">{introCallAdminTexts.request}</dt>
                    <dd>{booking.requestId ? <LinkedRequest requestId={booking.requestId} /> : introCallAdminTexts.noRequest}</dd>
                  </dl>
                </div>
                {period === 'upcoming' && (
                  <Button size="sm" variant="outline" onClick={() => onCancel(booking)} aria-label={`${introCallAdminTexts.cancel}: ${booking.name}, ${introCallSlotLabel(booking.slot)}`}>
                    {introCallAdminTexts.cancel}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
