import { Link } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Check from 'lucide-react/icons/check';
import PhoneCall from 'lucide-react/icons/phone-call';
import Server from 'lucide-react/icons/server';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Users from 'lucide-react/icons/users';
import { Container } from '../../components/ui/container';
import { buttonClasses } from '../../components/ui/button';
import { SectionLink } from '../../components/section-link';
import { HeroCanvas } from './hero-canvas';
import { heroContent, heroTargets } from '../../content/landing/hero';

const trustItemClass = 'inline-flex items-center gap-2 text-sm font-medium text-slate-700';

/**
 * Landing-page hero (anchor #home). The h1 is the largest text block above the fold and therefore
 * the LCP element; it is plain prerendered text, while the animated canvas behind it starts later.
 */
export function HeroSection() {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pb-20 pt-12 sm:pb-28 sm:pt-20"
    >
      <HeroCanvas className="absolute inset-0 -z-10 h-full w-full" />
      <Container>
        <div className="max-w-4xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-4 py-1.5 text-sm font-semibold text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" />
            {heroContent.badge}
          </p>
          <h1 id="home-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {heroContent.title}
          </h1>
          <p className="mt-6 text-xl font-semibold text-brand-800 sm:text-2xl">{heroContent.subtitle}</p>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{heroContent.description}</p>
          <p className="mt-4 flex max-w-3xl items-start gap-2 text-base text-slate-700">
            <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {heroContent.targetAudience}
          </p>

          <ul className="mt-6 flex flex-wrap gap-2" aria-label={heroContent.benefitsLabel}>
            {heroContent.benefits.map((benefit) => (
              <li
                key={benefit}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900"
              >
                <Check aria-hidden="true" className="size-4" />
                {benefit}
              </li>
            ))}
          </ul>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink section={heroTargets.primary} className={buttonClasses('primary', 'lg')}>
              {heroContent.primaryCta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </SectionLink>
            <SectionLink section={heroTargets.secondary} className={buttonClasses('outline', 'lg')}>
              <PhoneCall aria-hidden="true" className="size-5" />
              {heroContent.secondaryCta}
            </SectionLink>
          </div>

          <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6" aria-label={heroContent.trustLabel}>
            <li className={trustItemClass}>
              <CalendarCheck aria-hidden="true" className="size-5 text-brand-700" />
              {heroContent.trust.trial}
            </li>
            <li className="flex">
              <Link
                to={heroTargets.satisfactionPath}
                className={`${trustItemClass} rounded underline decoration-brand-300 underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
              >
                <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
                {heroContent.trust.satisfaction}
              </Link>
            </li>
            <li className={trustItemClass}>
              <Server aria-hidden="true" className="size-5 text-brand-700" />
              {heroContent.trust.servers}
            </li>
          </ul>
        </div>
      </Container>
    </section>
  );
}
