import '../../../lib/zod-jitless';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { CalendarCheck } from 'lucide-react';
import { introCallBookingSchema, introCallContactSchema, introCallMessages as m, type IntroCallBookingInput } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useIdempotencyKey } from '../../../lib/forms/idempotency-key';
import { Honeypot, guardedFormProps, useFormGuard } from '../../../lib/proof-of-work/form-guard-ui';
import { bookIntroCallSlot, fetchFreeSlots } from '../api';
import { withSupportId } from '../../../lib/api/http-client';
import { reportEvent } from '../../../lib/analytics/load-beacon';
import { groupSlotsByDay, slotLongLabel } from './slot-days';
import { contactFormTexts } from '../../../content/texts/public-forms';

/** Who is booking: the contact request just sent, when the picker opens from its success panel. */
export interface IntroCallContact {
  name: string;
  email: string;
  phone: string;
  contactId?: string;
}

type Slots = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; slots: string[] };
type Field = 'name' | 'email' | 'phone';

const choiceClass = (selected: boolean) =>
  clsx(
    'rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50',
  );

/**
 * Slot picker of the 15-minute introductory call: free slots of the next ten working days from the
 * API, one day at a time; a slot is booked for the contact given (or for the name, e-mail and phone
 * asked here). When someone else was faster, the visitor is told so and picks again.
 */
export function IntroCallPicker({ contact, headingLevel: Heading = 'h4' }: { contact?: IntroCallContact; headingLevel?: 'h3' | 'h4' }) {
  const id = useId();
  const [slots, setSlots] = useState<Slots>({ status: 'loading' });
  const [day, setDay] = useState<string>();
  const [slot, setSlot] = useState<string>();
  const [values, setValues] = useState<Record<Field, string>>({ name: contact?.name ?? '', email: contact?.email ?? '', phone: contact?.phone ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'slot', string>>>({});
  const [notice, setNotice] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<string>();
  // The form and its submit button go away with the booking: focus moves to the confirmation that
  // replaces them (read out by screen readers), not to the page's end or start.
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (booked) confirmation.current?.focus();
  }, [booked]);
  const idempotency = useIdempotencyKey();
  const guard = useFormGuard();
  // Fields the contact request already answered are not asked again.
  const asked = useMemo(() => {
    const complete = contact && introCallContactSchema.safeParse(contact).success;
    return !complete;
  }, [contact]);

  const load = useCallback(async () => {
    setSlots({ status: 'loading' });
    const free = await fetchFreeSlots();
    setSlots(free ? { status: 'ready', slots: free } : { status: 'failed' });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const days = useMemo(() => (slots.status === 'ready' ? groupSlotsByDay(slots.slots) : []), [slots]);
  const shownDay = days.find((d) => d.key === day) ?? days[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const parsed = introCallBookingSchema.safeParse({ ...values, slot: slot ?? '', ...(contact?.contactId ? { contactId: contact.contactId } : {}) });
    if (!parsed.success) {
      const found: Partial<Record<Field | 'slot', string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field | 'slot';
        found[field] ??= field === 'slot' ? m.chooseSlot : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const input: IntroCallBookingInput = parsed.data;
    setSubmitting(true);
    const result = await bookIntroCallSlot(input, idempotency.keyFor(JSON.stringify(input)), guard);
    setSubmitting(false);
    if (result.kind === 'booked') {
      idempotency.settle();
      reportEvent('introCallBooked');
      setBooked(result.booking.slot);
    } else if (result.kind === 'taken') {
      idempotency.settle();
      setNotice(result.message);
      setSlot(undefined);
      void load();
    } else if (result.kind === 'invalid') {
      idempotency.settle();
      setErrors(result.errors);
    } else {
      setNotice(withSupportId(result.message ?? m.failed, result.requestId));
    }
  };

  if (booked) {
    return (
      <p ref={confirmation} tabIndex={-1} role="status" className="flex items-start gap-2 rounded-lg bg-white p-4 font-semibold text-slate-900 focus:outline-none" data-testid="intro-call-booked">
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        {m.booked(slotLongLabel(booked))}
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="@container rounded-xl bg-white p-4 sm:p-6" data-testid="intro-call-picker" data-analytics-form="introCall" {...guardedFormProps(guard)}>
      <Honeypot />
      <Heading id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {m.heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{m.intro}</p>

      {notice && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {notice}
        </p>
      )}

      {slots.status === 'loading' && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
          {m.loading}
        </p>
      )}
      {slots.status === 'failed' && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-800">
          {m.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void load()}>
            {m.retry}
          </Button>
        </div>
      )}
      {slots.status === 'ready' && days.length === 0 && <p className="mt-4 text-sm text-slate-800">{m.noSlots}</p>}
      {shownDay && (
        <>
          <div role="group" aria-label={m.dayGroup} className="mt-4 flex flex-wrap gap-2">
            {days.map((d) => (
              <button key={d.key} type="button" aria-pressed={d.key === shownDay.key} className={choiceClass(d.key === shownDay.key)} onClick={() => setDay(d.key)}>
                {d.label}
              </button>
            ))}
          </div>
          <div role="group" aria-label={contactFormTexts.timesOn(m.timeGroup, shownDay.label)} className="mt-4 grid grid-cols-3 gap-2 @xs:grid-cols-4 @lg:grid-cols-6">
            {shownDay.slots.map((s) => (
              <button key={s.start} type="button" aria-pressed={s.start === slot} className={choiceClass(s.start === slot)} onClick={() => setSlot(s.start)}>
                {s.time}
              </button>
            ))}
          </div>
          {errors.slot && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {errors.slot}
            </p>
          )}
        </>
      )}

      {asked && (
        <div className="mt-4 grid gap-4 @2xl:grid-cols-3">
          {(
            [
              ['name', 'Name', 'name', 'text'],
              ['email', 'E-Mail', 'email', 'email'],
              ['phone', 'Telefon', 'tel', 'tel'],
            ] as const
          ).map(([field, label, autoComplete, type]) => (
            <TextField
              key={field}
              id={`${id}-${field}`}
              label={label}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              error={errors[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            />
          ))}
        </div>
      )}

      <Button type="submit" className="mt-4" disabled={submitting || slots.status !== 'ready'}>
        {submitting ? m.submitting : m.submit}
      </Button>
    </form>
  );
}
