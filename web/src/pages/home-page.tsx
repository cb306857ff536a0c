import { siteSettings } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { SectionHeading } from '../components/ui/section-heading';
import { LazyContactForm } from '../features/contact-form/lazy-contact-form';
import { SectionLink } from '../layout/section-link';
import { buttonClasses } from '../components/ui/button';
import type { PageProps } from './page-props';

/**
 * Landing page shell: the hero anchor (#home) and the contact section (#contact). The landing
 * sections of the spec are added between them by the landing-page work.
 */
export default function HomePage(_props: PageProps) {
  return (
    <>
      <section id="home" className="bg-gradient-to-b from-brand-50 to-white py-20 sm:py-28">
        <Container className="text-center">
          <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Der KI-Telefonassistent, der jeden Anruf annimmt und Termine bucht – 24/7
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            {siteSettings.productName}: automatische Anrufannahme mit KI, Terminbuchung direkt in Ihren Kalender und
            DSGVO-konform auf deutschen Servern.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <SectionLink section="contact" className={buttonClasses('primary', 'lg')}>
              Kostenlos starten
            </SectionLink>
          </div>
        </Container>
      </section>

      <section id="contact" aria-labelledby="home-contact-heading" className="py-20">
        <Container>
          <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="home-contact-heading"
            title="Kontakt aufnehmen"
            intro="Schreiben Sie uns, wie wir Ihnen helfen können – wir melden uns in Kürze bei Ihnen."
          />
          <LazyContactForm />
          </div>
        </Container>
      </section>
    </>
  );
}
