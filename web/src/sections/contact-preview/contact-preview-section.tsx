import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { siteSettings } from '@rufbereit/shared';
import { buttonClasses } from '../../components/ui/button';
import { PageSection } from '../../components/ui/page-section';
import { contactPreviewTexts as t, RESPONSE_TIME_TEXT } from '../../content/landing/contact-preview';
import { scrollToSection } from '../../lib/scroll';

export { RESPONSE_TIME_TEXT };

const { address } = siteSettings;

function ContactItem({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="mb-3 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-0.5 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const goToForm = (event: MouseEvent<HTMLAnchorElement>): void => {
  // Smooth scroll with the 80 px offset; the plain #contact link remains for no-JS visitors.
  if (scrollToSection('contact')) event.preventDefault();
};

/** Teaser before the contact form: how to reach us directly and how fast we answer. */
export function ContactPreviewSection() {
  return (
    <PageSection id="contact-preview" className="py-20" eyebrow={t.eyebrow} heading={t.title} intro={t.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ContactItem icon={Phone} title={t.phone}>
          <a href={`tel:${siteSettings.phone}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {siteSettings.phoneDisplay}
          </a>
        </ContactItem>
        <ContactItem icon={Mail} title={t.email}>
          <a href={`mailto:${siteSettings.email}`} className="break-words font-medium text-brand-700 underline-offset-2 hover:underline">
            {siteSettings.email}
          </a>
        </ContactItem>
        <ContactItem icon={MapPin} title={t.address}>
          <address className="not-italic">
            {siteSettings.legalName}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </address>
        </ContactItem>
        <ContactItem icon={Clock} title={t.responseTime}>
          {RESPONSE_TIME_TEXT}
        </ContactItem>
      </ul>
      <div className="mt-8 text-center">
        <a href="#contact" onClick={goToForm} className={buttonClasses('primary', 'lg')}>
          {t.toForm}
        </a>
      </div>
    </PageSection>
  );
}
