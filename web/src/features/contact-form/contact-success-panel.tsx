import { useEffect, useRef, useState } from 'react';
import { CalendarClock, CircleCheck, Clock, Phone, ShieldCheck, TrendingUp } from 'lucide-react';
import { siteSettings } from '@rufbereit/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { IntroCallPicker, type IntroCallContact } from './intro-call/intro-call-picker';
import { contactFormTexts } from '../../content/texts/public-forms';

const s = contactFormTexts.success;

const claims = [
  { icon: TrendingUp, text: s.claims.revenue },
  { icon: Clock, text: s.claims.availability },
  { icon: ShieldCheck, text: s.claims.gdpr },
] as const;

/**
 * Replaces the contact form after a successful submission (specification, contact page). The
 * booking button opens the slot picker of the 15-minute introductory call, booked for this request.
 */
export function ContactSuccessPanel({ contact }: { contact?: IntroCallContact }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [picking, setPicking] = useState(false);
  // Screen-reader and keyboard users land on the confirmation instead of a vanished form.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8" data-testid="contact-success">
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-700" />
        <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {s.heading}
        </h3>
      </div>
      <p className="mt-4 text-slate-700">
        {s.text}
      </p>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={`tel:${siteSettings.phone}`} className={buttonClasses('outline', 'md')}>
          <Phone aria-hidden="true" className="size-4" />
          {siteSettings.phoneDisplay}
        </a>
        <Button aria-expanded={picking} aria-controls="intro-call" onClick={() => setPicking((open) => !open)}>
          <CalendarClock aria-hidden="true" className="size-4" />
          {s.bookIntroCall}
        </Button>
      </div>
      <div id="intro-call" hidden={!picking} className="mt-6">
        {picking && <IntroCallPicker contact={contact} />}
      </div>

      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {claims.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 rounded-lg bg-white px-3 py-2.5 text-sm font-semibold text-slate-800">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
