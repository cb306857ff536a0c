import { useEffect, useRef } from 'react';
import {
  assistantVoices,
  forwardingTimeLabels,
  openingHoursSummary,
  type OpeningHours,
  formalityLabels,
  inquiryLabels,
  languageLabels,
  type AssistantConfigInput,
  type ForwardingRule,
} from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { configConflictTexts as t } from '../../content/ui-texts';
import type { ConfigField, FieldConflict } from './conflict-merge';
import { assistantConfigTexts as c } from '../../content/texts/assistant-config';

export type Choice = 'mine' | 'theirs';
export type ConflictOrigin = 'conflict' | 'restored';

const ruleText = (rule: ForwardingRule): string =>
  `${rule.match.kind === 'inquiry' ? inquiryLabels[rule.match.inquiry] : rule.match.keyword} → ${rule.target.kind === 'phone' ? rule.target.phone : rule.target.email} (${forwardingTimeLabels[rule.when]})`;

/** A field's value as the form shows it, in words. */
function valueText(field: ConfigField, value: unknown): string {
  const config = { [field]: value } as Partial<AssistantConfigInput>;
  let text: string;
  switch (field) {
    case 'voice':
      text = assistantVoices.find((voice) => voice.id === config.voice)?.name ?? '';
      break;
    case 'language':
      text = config.language ? languageLabels[config.language] : '';
      break;
    case 'formality_level':
      text = config.formality_level ? formalityLabels[config.formality_level] : '';
      break;
    case 'supported_inquiries':
      text = (config.supported_inquiries ?? []).map((type) => inquiryLabels[type]).join(', ');
      break;
    case 'forwarding_rules':
      text = (config.forwarding_rules ?? []).map(ruleText).join('; ');
      break;
    case 'forwarding_recipients':
    case 'notes_recipients':
      text = (config[field] ?? []).join(', ');
      break;
    case 'opening_hours':
      text = config.opening_hours ? openingHoursSummary(config.opening_hours as OpeningHours) : '';
      break;
    case 'notification_settings':
      text = config.notification_settings
        ? c.notificationSummary(config.notification_settings.email ? t.on : t.off, config.notification_settings.summary ? t.on : t.off)
        : '';
      break;
    default:
      text = typeof value === 'string' ? value : '';
  }
  return text.trim() === '' ? t.empty : text;
}

/**
 * After a version conflict: each field the user changed that is stored differently now, both values
 * side by side, with a choice per field (the user's edit stays until they take the stored value).
 */
export function ConflictPanel({
  conflicts,
  choices,
  onChoose,
  origin,
}: {
  conflicts: readonly FieldConflict[];
  choices: Partial<Record<ConfigField, Choice>>;
  onChoose: (field: ConfigField, choice: Choice) => void;
  /** Why the edits are compared: a save in another window ('conflict') or edits kept through an ended session ('restored'). */
  origin: ConflictOrigin;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel appears after a click on the toast: move focus to it so keyboard and screen reader users find it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="config-conflict-heading" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="config-conflict">
      <h2 id="config-conflict-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {origin === 'restored' ? t.restoredHeading : t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{origin === 'restored' ? t.restoredIntro : t.intro}</p>
      <ul className="mt-4 space-y-4">
        {conflicts.map(({ field, mine, theirs }) => {
          const choice = choices[field] ?? 'mine';
          return (
            <li key={field} data-testid={`conflict-${field}`} className="rounded-lg border border-amber-200 bg-white p-3 text-sm">
              <h3 className="font-semibold text-slate-900">{t.fields[field]}</h3>
              <dl className="mt-2 grid gap-2 sm:grid-cols-2">
                <div className="min-w-0">
                  <dt className="text-slate-700">{t.mine}</dt>
                  <dd className="break-words text-slate-900">{valueText(field, mine)}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-slate-700">{t.theirs}</dt>
                  <dd className="break-words text-slate-900">{valueText(field, theirs)}</dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <Button size="sm" variant={choice === 'mine' ? 'primary' : 'outline'} aria-pressed={choice === 'mine'} onClick={() => onChoose(field, 'mine')}>
                  {t.keepMine}
                </Button>
                <Button size="sm" variant={choice === 'theirs' ? 'primary' : 'outline'} aria-pressed={choice === 'theirs'} onClick={() => onChoose(field, 'theirs')}>
                  {t.takeTheirs}
                </Button>
                <span className="text-slate-700" aria-live="polite">
                  {choice === 'mine' ? t.kept : t.taken}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
