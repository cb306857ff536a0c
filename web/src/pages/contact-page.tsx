import { Mail, MapPin, Phone } from 'lucide-react';
import { IntroCallButton } from '../features/contact-form/intro-call/intro-call-button';
import { siteSettings } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { ContactForm } from '../features/contact-form/contact-form';
import type { PageProps } from './page-props';
import { contactPageTexts as t } from '../content/contact-page';

const infoLink =
  'font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** /kontakt (alias /contact): heading, intro, and the contact form in the section #contact. */
export default function ContactPage(_props: PageProps) {
  const { address } = siteSettings;
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-16 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t.title}</h1>
          <p className="mt-5 max-w-3xl text-lg text-slate-700">
            {t.intro}
          </p>
        </Container>
      </div>

      <section id="contact" aria-labelledby="contact-form-heading" className="pb-20">
        <Container className="grid gap-12 lg:grid-cols-[2fr_1fr]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold text-slate-900">
              {t.formHeading}
            </h2>
            <ContactForm />
          </div>

          <aside aria-labelledby="contact-direct-heading" className="space-y-6">
            <h2 id="contact-direct-heading" className="text-xl font-bold text-slate-900">
              {t.directHeading}
            </h2>
            <ul className="space-y-4 text-slate-700">
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  {t.phone}{' '}
                  <a href={`tel:${siteSettings.phone}`} className={infoLink}>
                    {siteSettings.phoneDisplay}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  {t.email}{' '}
                  <a href={`mailto:${siteSettings.email}`} className={infoLink}>
                    {siteSettings.email}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <address className="not-italic">
                  {siteSettings.legalName}
                  <br />
                  {address.street}
                  <br />
                  {address.postalCode} {address.city}
                </address>
              </li>
            </ul>
            <IntroCallButton />
          </aside>
        </Container>
      </section>
    </>
  );
}
