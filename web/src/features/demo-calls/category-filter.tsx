import { clsx } from 'clsx';
import { demoCallMessages } from '@rufbereit/shared';
import type { DemoCategory, DemoCategoryId } from '../../lib/demo-tracks/tracks';

interface CategoryFilterProps {
  categories: readonly DemoCategory[];
  selected: DemoCategoryId;
  onSelect: (id: DemoCategoryId) => void;
}

/** Toggle buttons (aria-pressed) that filter the demo cards by industry. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <div role="group" aria-label={demoCallMessages.filterLabel} className="mb-8 flex flex-wrap justify-center gap-2">
      {categories.map((category) => {
        const active = category.id === selected;
        return (
          <button
            key={category.id}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(category.id)}
            className={clsx(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800',
            )}
          >
            {category.label}
          </button>
        );
      })}
    </div>
  );
}
