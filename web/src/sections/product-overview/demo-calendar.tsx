import { clsx } from 'clsx';
import Bot from 'lucide-react/icons/bot';
import { CALENDAR_SLOTS, scheduling } from '../../content/landing/product-overview';

/**
 * Sample day calendar of the scheduling card: one row per hourly slot from 09:00 to 17:00 and one
 * column per team member. Rows by time (not by person) keep it narrow enough for phones.
 */
export function DemoCalendar() {
  const { staff } = scheduling;
  return (
    <table className="w-full border-separate border-spacing-1 text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-800">{scheduling.calendarCaption}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-16 text-left font-medium text-slate-600">
            {scheduling.timeColumn}
          </th>
          {staff.map((person) => (
            <th key={person.name} scope="col" className="text-left font-semibold text-slate-800">
              {person.name} <span className="font-normal text-slate-600">({person.role})</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CALENDAR_SLOTS.map((slot) => (
          <tr key={slot}>
            <th scope="row" className="text-left font-mono font-medium tabular-nums text-slate-600">
              {slot}
            </th>
            {staff.map((person) => {
              const booked = person.booked.includes(slot);
              const byAssistant = person.bookedByAssistant === slot;
              return (
                <td
                  key={person.name}
                  className={clsx(
                    'rounded-md px-2 py-1',
                    byAssistant
                      ? 'bg-brand-700 font-semibold text-white'
                      : booked
                        ? 'bg-brand-100 text-brand-900'
                        : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {byAssistant ? (
                    <span className="inline-flex items-center gap-1">
                      <Bot aria-hidden="true" className="size-4" />
                      {scheduling.assistantLabel}
                    </span>
                  ) : booked ? (
                    scheduling.bookedLabel
                  ) : (
                    scheduling.freeLabel
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
