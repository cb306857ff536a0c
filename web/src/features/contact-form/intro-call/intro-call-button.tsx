// First: shared's zod schemas must not be built before zod is told not to probe eval (CSP).
import '../../../lib/zod-jitless';
import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { introCallMessages } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { IntroCallPicker } from './intro-call-picker';

/**
 * 'Kennenlerngespräch buchen' on the contact page: opens the slot picker, which then asks for name,
 * e-mail and phone (no contact request to book it for).
 */
export function IntroCallButton() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="outline" aria-expanded={open} aria-controls="intro-call-standalone" onClick={() => setOpen((o) => !o)}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {introCallMessages.heading}
      </Button>
      <div id="intro-call-standalone" hidden={!open} className="mt-4 rounded-xl border border-slate-200">
        {open && <IntroCallPicker headingLevel="h3" />}
      </div>
    </div>
  );
}
