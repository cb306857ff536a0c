/**
 * The range of the figures (Berlin days, both inclusive) and the CSV export of that range. The range
 * applies with 'Anzeigen' (one call per choice, not per typed digit); a reversed range is not sent
 * and the form says why.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { MARKETING_MAX_DAYS, marketingMessages, marketingTexts as t } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';

const fieldClass = 'rounded-md border border-slate-400 bg-white px-3 py-2 text-sm';
const labelClass = 'text-sm font-semibold text-slate-800';
const dayCount = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export function RangeForm({ from, to, onApply, onExport, exporting }: {
  from: string;
  to: string;
  onApply: (range: { from: string; to: string }) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const [range, setRange] = useState({ from, to });
  // The shown range changed (the server's default arrived): the fields follow.
  useEffect(() => setRange({ from, to }), [from, to]);
  const problem =
    range.from && range.to && range.to < range.from
      ? marketingMessages.badRange
      : range.from && range.to && dayCount(range.from, range.to) > MARKETING_MAX_DAYS
        ? marketingMessages.rangeTooLong(MARKETING_MAX_DAYS)
        : undefined;
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': 'marketing-range-error' } : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && range.from && range.to) onApply(range);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t.rangeLegend}>
      <div className="flex flex-col gap-1">
        <label htmlFor="marketing-from" className={labelClass}>{t.fromLabel}</label>
        <input id="marketing-from" type="date" required value={range.from} max={range.to || undefined} onChange={(e) => setRange({ ...range, from: e.target.value })} className={fieldClass} {...invalid} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="marketing-to" className={labelClass}>{t.toLabel}</label>
        <input id="marketing-to" type="date" required value={range.to} min={range.from || undefined} onChange={(e) => setRange({ ...range, to: e.target.value })} className={fieldClass} {...invalid} />
      </div>
      <Button type="submit" size="sm" className="min-h-10">{t.apply}</Button>
      <Button variant="outline" size="sm" className="min-h-10" onClick={onExport} disabled={exporting}>{t.exportCsv}</Button>
      {problem && (
        <p id="marketing-range-error" role="alert" className="w-full text-sm font-medium text-red-800">{problem}</p>
      )}
    </form>
  );
}
