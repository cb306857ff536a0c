import { useMemo, useState } from 'react';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { CLAIMED_CALL_MINUTES_UNDER, calculateRoi, defaultRoiInput, parseRoiField, type RoiField, type RoiInput } from './roi';
import { RoiFieldInput } from './roi-field';
import { RoiResults } from './roi-results';

const fields: readonly { field: RoiField; label: string; hint: string }[] = [
  {
    field: 'missedCallsPerWeek',
    label: 'Verpasste Anrufe pro Woche',
    hint: 'Anrufe, die heute niemand annimmt: besetzt, nach Feierabend, während der Behandlung.',
  },
  {
    field: 'appointmentValueEur',
    label: 'Durchschnittlicher Terminwert (€)',
    hint: 'Was ein Termin im Schnitt einbringt.',
  },
  {
    field: 'bookingRatePercent',
    label: 'Anteil der Anrufer, die buchen (%)',
    hint: 'Wie viele Anrufer am Ende einen Termin vereinbaren.',
  },
  {
    field: 'callMinutes',
    label: 'Durchschnittliche Gesprächsdauer (Minuten)',
    hint: `Ein Anruf ist mit dem Assistenten meist in unter ${CLAIMED_CALL_MINUTES_UNDER} Minuten erledigt.`,
  },
];

const toTexts = (input: RoiInput): Record<RoiField, string> => ({
  missedCallsPerWeek: String(input.missedCallsPerWeek),
  appointmentValueEur: String(input.appointmentValueEur),
  bookingRatePercent: String(input.bookingRatePercent),
  callMinutes: String(input.callMinutes),
});

/**
 * Landing-page ROI calculator (heading id 'roi-heading'). The visitor's text stays as typed; the
 * calculation uses the last valid value of a field, clamped to its range.
 */
export function RoiCalculatorSection() {
  const [texts, setTexts] = useState(() => toTexts(defaultRoiInput));
  const [values, setValues] = useState<RoiInput>(defaultRoiInput);
  const [errors, setErrors] = useState<Partial<Record<RoiField, string>>>({});
  const result = useMemo(() => calculateRoi(values), [values]);

  const change = (field: RoiField, text: string): void => {
    const parsed = parseRoiField(field, text);
    setTexts((t) => ({ ...t, [field]: text }));
    setErrors((e) => ({ ...e, [field]: parsed.error }));
    const { value } = parsed;
    if (value !== undefined) setValues((v) => ({ ...v, [field]: value }));
  };

  return (
    <section id="roi-calculator" aria-labelledby="roi-heading" className="py-20">
      <Container>
        <SectionHeading
          id="roi-heading"
          eyebrow="ROI-Rechner"
          title="Was bringt Ihnen der KI-Telefonassistent?"
          intro="Rechnen Sie selbst: Wie viel Umsatz holen Sie zurück, wenn kein Anruf mehr verloren geht – und was kostet das?"
        />
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <form className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" onSubmit={(e) => e.preventDefault()} noValidate aria-label="Angaben zu Ihrem Betrieb">
            {fields.map(({ field, label, hint }) => (
              <RoiFieldInput key={field} field={field} label={label} hint={hint} text={texts[field]} error={errors[field]} onChange={change} />
            ))}
            <p className="text-sm text-slate-600">
              Annahmen: 52 Wochen auf 12 Monate verteilt; Kosten nur für die zusätzlich angenommenen Gespräche.
            </p>
          </form>
          <RoiResults result={result} />
        </div>
      </Container>
    </section>
  );
}
