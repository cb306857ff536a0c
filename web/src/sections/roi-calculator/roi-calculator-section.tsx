import { useMemo, useState } from 'react';
import { PageSection } from '../../components/ui/page-section';
import { roiTexts } from '../../content/landing/roi-calculator';
import { CLAIMED_CALL_MINUTES_UNDER, calculateRoi, defaultRoiInput, parseRoiField, type RoiField, type RoiInput } from './roi';
import { RoiFieldInput } from './roi-field';
import { RoiResults } from './roi-results';

const fields: readonly { field: RoiField; label: string; hint: string }[] = [
  { field: 'missedCallsPerWeek', ...roiTexts.fields.missedCallsPerWeek },
  { field: 'appointmentValueEur', ...roiTexts.fields.appointmentValueEur },
  { field: 'bookingRatePercent', ...roiTexts.fields.bookingRatePercent },
  {
    field: 'callMinutes',
    label: roiTexts.fields.callMinutes.label,
    hint: roiTexts.fields.callMinutes.hint(CLAIMED_CALL_MINUTES_UNDER),
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
    <PageSection id="roi-calculator" headingId="roi-heading" className="py-20" eyebrow={roiTexts.eyebrow} heading={roiTexts.title} intro={roiTexts.intro}>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <form className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" onSubmit={(e) => e.preventDefault()} noValidate aria-label={roiTexts.formLabel}>
          {fields.map(({ field, label, hint }) => (
            <RoiFieldInput key={field} field={field} label={label} hint={hint} text={texts[field]} error={errors[field]} onChange={change} />
          ))}
          <p className="text-sm text-slate-600">
            {roiTexts.assumptions}
          </p>
        </form>
        <RoiResults result={result} />
      </div>
    </PageSection>
  );
}
