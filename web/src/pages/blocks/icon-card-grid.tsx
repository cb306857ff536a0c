import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { contentIcons } from '../../content/icon-map';
import type { IconName } from '../../content/types';

export interface IconCardItem {
  icon?: IconName;
  title: string;
  description: string;
  /** Short emphasised claim above the description, e.g. "100% DSGVO-konform". */
  highlight?: string;
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
} as const;

/** Cards with icon, h3 title and text, as a list (screen readers announce the number of items). */
export function IconCardGrid({ items, columns = 3, footer }: { items: readonly IconCardItem[]; columns?: 2 | 3; footer?: ReactNode }) {
  return (
    <>
      <ul className={clsx('grid gap-6', columnClasses[columns])}>
        {items.map((item) => {
          const Icon = item.icon ? contentIcons[item.icon] : undefined;
          return (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              {Icon && (
                <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
              )}
              <h3 className="text-xl font-semibold text-slate-900">{item.title}</h3>
              {item.highlight && (
                <p className="mt-2 inline-block rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  {item.highlight}
                </p>
              )}
              <p className="mt-3 leading-relaxed text-slate-700">{item.description}</p>
            </li>
          );
        })}
      </ul>
      {footer}
    </>
  );
}
