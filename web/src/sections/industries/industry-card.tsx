import { ArrowRight, Headphones } from 'lucide-react';
import { Link } from 'react-router-dom';
import { industriesTexts, type IndustryCardData } from '../../content/landing/industries';

/**
 * One industry with a link to its page. The link covers the whole card (stretched ::after) but
 * its accessible name stays the short industry name.
 */
export function IndustryCard({ industry }: { industry: IndustryCardData }) {
  const Icon = industry.icon;
  return (
    <li className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-within:border-brand-600">
      <div className="mb-3 flex items-center justify-between gap-2">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {industry.hasLiveDemo && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            <Headphones aria-hidden="true" className="size-3.5" />
            {industriesTexts.liveDemo}
          </span>
        )}
      </div>
      {/* One size smaller in the four-column grid, where "Rehabilitationszentren" would not fit. */}
      <h4 className="text-lg font-semibold text-slate-900 xl:text-base">
        <Link
          to={industry.href}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {industry.name}
        </Link>
      </h4>
      <p className="mt-1 flex-1 text-sm text-slate-700">{industry.teaser}</p>
      <span aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {industriesTexts.more}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </li>
  );
}
