import { clsx } from 'clsx';

export interface ChipOption<Id extends string> {
  id: Id;
  label: string;
}

/**
 * The chips' colours: the site's brand, or the accent colour the embedding page set in `--demo-accent`
 * (the playlist; darkened where needed so white text on it keeps WCAG AA).
 */
export type ChipTone = 'brand' | 'accent';

const toneClasses: Record<ChipTone, { focus: string; active: string; idle: string }> = {
  brand: {
    focus: 'focus-visible:outline-brand-600',
    active: 'border-brand-700 bg-brand-700 text-white',
    idle: 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800',
  },
  accent: {
    focus: 'focus-visible:outline-[var(--demo-accent)]',
    active: 'border-[var(--demo-accent)] bg-[var(--demo-accent)] text-white',
    idle: 'border-slate-300 bg-white text-slate-800 hover:border-[var(--demo-accent)]',
  },
};

interface CategoryChipsProps<Id extends string> {
  /** The group's accessible name ('Nach Branche filtern'). */
  label: string;
  options: readonly ChipOption<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  tone?: ChipTone;
  /** Classes of the group beside its flex layout (spacing, alignment). */
  className?: string;
}

/** Toggle buttons (aria-pressed), one per category, that filter a list: the demo calls and the playlist. */
export function CategoryChips<Id extends string>({ label, options, selected, onSelect, tone = 'brand', className }: CategoryChipsProps<Id>) {
  const classes = toneClasses[tone];
  return (
    <div role="group" aria-label={label} className={clsx(className, 'flex flex-wrap gap-2')}>
      {options.map((option) => {
        const active = option.id === selected;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(option.id)}
            className={clsx(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
              classes.focus,
              active ? classes.active : classes.idle,
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
