import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ArrowRight, CircleCheck, House, Phone } from 'lucide-react';
import { siteSettings } from '@rufbereit/shared';
import { buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { demoSuccessContent } from '../content/demo-success';
import type { PageProps } from './page-props';
import { pagePath } from '../lib/page-path';

/**
 * /kostenlos-testen/success (target of the demo form, replace navigation) and /demo-erfolg: thanks,
 * what happens next, ways on. Both routes are noindex (route table: indexable false).
 */
export default function DemoSuccessPage(_props: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  // Arriving from the form, the focused submit button is gone: move the focus to the confirmation.
  // 'default' is the key of the first location, i.e. the page was opened directly.
  useEffect(() => {
    if (key !== 'default') heading.current?.focus();
  }, [key]);
  const { title, intro, nextHeading, nextSteps, callPrompt, home, product } = demoSuccessContent;

  return (
    <div className="bg-gradient-to-b from-emerald-50 to-white">
      <Container className="max-w-3xl py-16 sm:py-24">
        <CircleCheck aria-hidden="true" className="size-14 text-emerald-700" />
        <h1 ref={heading} tabIndex={-1} className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 focus:outline-none sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 text-lg text-slate-700">{intro}</p>

        <section aria-labelledby="next-steps-heading" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="next-steps-heading" className="text-2xl font-bold text-slate-900">
            {nextHeading}
          </h2>
          <ol className="mt-5 space-y-4">
            {nextSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{step.title}</p>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <p className="mt-8 flex flex-wrap items-center gap-2 text-slate-700">
          <Phone aria-hidden="true" className="size-5 text-brand-700" />
          {callPrompt}{' '}
          <a href={`tel:${siteSettings.phone}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            {siteSettings.phoneDisplay}
          </a>
        </p>

        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={pagePath('home')} className={buttonClasses('primary', 'lg')}>
            <House aria-hidden="true" className="size-5" />
            {home}
          </Link>
          <Link to={pagePath('aiPhoneAssistant')} className={buttonClasses('outline', 'lg')}>
            {product}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </Container>
    </div>
  );
}
