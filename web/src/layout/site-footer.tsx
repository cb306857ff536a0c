import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import { siteSettings } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { footerGroups, LEGAL_GROUP_TITLE, siteFooterTexts } from '../content/site-shell';
import { CookieSettingsButton } from './cookie-settings-button';

// hyphens-auto: at 360 px "Zufriedenheitsgarantie" is wider than its column (docs/decisions/0007-web-layout-and-copy.md, "Footer").
const linkClass =
  'rounded-sm text-sm hyphens-auto break-words text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function SiteFooter() {
  const { address } = siteSettings;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <Container className="py-12">
        {/* The brand block above the link groups: beside them, five columns left no room for German words. */}
        <div className="grid gap-10">
          <div className="max-w-md">
            <p className="text-lg font-bold text-white">{siteSettings.brandName}</p>
            <p className="mt-3 text-sm leading-relaxed">{siteFooterTexts.tagline}</p>
            <ul className="mt-5 space-y-2 text-sm">
              <li>
                <a href={`tel:${siteSettings.phone}`} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Phone aria-hidden="true" className="size-4" />
                  {siteSettings.phoneDisplay}
                </a>
              </li>
              <li>
                <a href={`mailto:${siteSettings.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Mail aria-hidden="true" className="size-4" />
                  {siteSettings.email}
                </a>
              </li>
              <li className="inline-flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {address.street}, {address.postalCode} {address.city}
                </span>
              </li>
            </ul>
          </div>

          {/* Two columns on phones; from 640 px as many columns of at least 10.5 rem as fit (3 to 5). */}
          <nav aria-label={siteFooterTexts.navLabel} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] sm:gap-x-6">
            {footerGroups.map((group) => (
              <div key={group.title}>
                <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.title}</h2>
                <ul className="mt-3 space-y-2">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  {group.title === LEGAL_GROUP_TITLE && (
                    <li>
                      <CookieSettingsButton className={`${linkClass} text-left`} />
                    </li>
                  )}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <p className="mt-10 border-t border-slate-700 pt-6 text-sm text-slate-400">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {siteSettings.legalName}. {siteFooterTexts.rights}
        </p>
      </Container>
    </footer>
  );
}
