import { clsx } from 'clsx';
import type { ComponentType, ReactNode, SVGProps } from 'react';

interface OverviewCardProps {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  description: string;
  className?: string;
  children?: ReactNode;
}

/** One capability of the product overview: icon, heading, short text and an illustration below. */
export function OverviewCard({ icon: Icon, title, description, className, children }: OverviewCardProps) {
  return (
    <article className={clsx('flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', className)}>
      <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-800">
        <Icon className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{description}</p>
      {children && <div className="mt-5 flex-1">{children}</div>}
    </article>
  );
}
