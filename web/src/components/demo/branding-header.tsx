import { demoPlaylistMessages as m, type Branding } from '@rufbereit/shared';

/**
 * Company logo and title: the company name plus 'Audio Demos' (spec: screens). `compact` for the
 * embeddable player: smaller, without the introduction. The row and the logo have fixed heights and
 * the logo a fixed box, so a logo from the query (known only in the browser) shifts nothing below it.
 */
export function BrandingHeader({ branding, compact = false }: { branding: Branding; compact?: boolean }) {
  return (
    <header className={compact ? 'border-b-2 border-[var(--demo-brand)] pb-3' : 'border-b-4 border-[var(--demo-brand)] pb-6'}>
      <div className={compact ? 'flex min-h-10 items-center gap-4' : 'flex min-h-14 items-center gap-4'}>
        {branding.logo && (
          <img
            src={branding.logo}
            alt={m.logoAlt(branding.companyName)}
            className={compact ? 'h-10 w-32 object-contain object-left' : 'h-14 w-40 object-contain object-left'}
            referrerPolicy="no-referrer"
          />
        )}
        {/* min-w-0 and overflow-wrap anywhere: a long company name from the query wraps inside the row, never widens the page. */}
        <h1 className={`min-w-0 [overflow-wrap:anywhere] ${compact ? 'text-xl font-bold text-slate-900' : 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl'}`}>
          {m.title(branding.companyName)}
        </h1>
      </div>
      {!compact && <p className="mt-3 max-w-2xl text-lg text-slate-700">{m.intro}</p>}
    </header>
  );
}
