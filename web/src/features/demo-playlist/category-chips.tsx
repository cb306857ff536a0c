import { clsx } from 'clsx';
import { demoCallMessages, demoCategories, type DemoCategoryFilter } from '@rufbereit/shared';

/** Toggle buttons (aria-pressed) for 'Alle Demos' and each category, in the page's accent colour (darkened where needed so white text on it keeps WCAG AA). */
export function CategoryChips({ selected, onSelect }: { selected: DemoCategoryFilter; onSelect: (id: DemoCategoryFilter) => void }) {
  return (
    <div role="group" aria-label={demoCallMessages.filterLabel} className="flex flex-wrap gap-2">
      {demoCategories.map((category) => {
        const active = category.id === selected;
        return (
          <button
            key={category.id}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(category.id)}
            className={clsx(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--demo-accent)]',
              active ? 'border-[var(--demo-accent)] bg-[var(--demo-accent)] text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-[var(--demo-accent)]',
            )}
          >
            {category.name}
          </button>
        );
      })}
    </div>
  );
}
