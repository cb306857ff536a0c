import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { consentCategories, consentTexts } from './consent-categories';
import type { ConsentChoice, StoredConsent } from './consent-storage';

interface ConsentFormProps {
  current: StoredConsent | null;
  onSave: (choice: ConsentChoice) => void;
}

/** The category switches and the three decision buttons. Starts from the stored choice. */
export function ConsentForm({ current, onSave }: ConsentFormProps) {
  const [choice, setChoice] = useState<ConsentChoice>({
    statistics: current?.statistics ?? false,
    marketing: current?.marketing ?? false,
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(choice);
      }}
    >
      <fieldset className="mt-4 space-y-2 sm:space-y-3">
        <legend className="sr-only">Kategorien</legend>
        {consentCategories.map(({ id, label, description }) => {
          const necessary = id === 'necessary';
          const inputId = `consent-${id}`;
          return (
            <div key={id} className="flex items-start gap-3">
              <input
                id={inputId}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-brand-700"
                checked={necessary ? true : choice[id]}
                disabled={necessary}
                aria-describedby={`${inputId}-description`}
                onChange={necessary ? undefined : (e) => setChoice((c) => ({ ...c, [id]: e.target.checked }))}
              />
              <div>
                <label htmlFor={inputId} className="font-semibold text-slate-900">
                  {label}
                </label>
                {/* Small screens: descriptions only for screen readers, so the sheet stays short. */}
                <p id={`${inputId}-description`} className="sr-only text-sm text-slate-700 sm:not-sr-only">
                  {description}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      {/* Accepting and refusing are equally prominent, as German data-protection authorities expect. */}
      <div className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Button className="max-sm:px-2" onClick={() => onSave({ statistics: true, marketing: true })}>
          {consentTexts.acceptAll}
        </Button>
        <Button className="max-sm:px-2" onClick={() => onSave({ statistics: false, marketing: false })}>
          {consentTexts.necessaryOnly}
        </Button>
        <Button type="submit" variant="outline" className="col-span-2 sm:col-span-1">
          {consentTexts.saveSelection}
        </Button>
      </div>
    </form>
  );
}
