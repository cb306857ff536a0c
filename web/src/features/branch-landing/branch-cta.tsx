import { Phone } from 'lucide-react';
import { Container } from '../../components/ui/container';
import type { BranchContent } from '../../content/branches';
import { CtaLinks } from './cta-links';
import { revealItem, useReveal } from './use-reveal';
import { branchLandingTexts } from '../../content/texts/public-forms';

/** Closing call to action; on the dental page it is the #contact anchor and shows the phone number. */
export function BranchCta({ content }: { content: BranchContent }) {
  const { cta, closingPhone, sectionIds } = content;
  const { ref, phase } = useReveal<HTMLDivElement>();
  const reveal = revealItem(phase, 0);
  return (
    <section id={sectionIds?.contact} aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <Container>
        <div ref={ref} className={`rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12 ${reveal.className}`} style={reveal.style}>
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{cta.text}</p>
          <CtaLinks cta={cta} tone="dark" className="mt-8 flex flex-col justify-center gap-3 sm:flex-row" />
          {closingPhone && (
            <p className="mt-8 flex items-center justify-center gap-2 text-brand-100">
              <Phone aria-hidden="true" className="size-5" />
              <span>
                {branchLandingTexts.callUs}{' '}
                <a
                  href={closingPhone.href}
                  className="font-semibold text-white underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  {closingPhone.display}
                </a>
              </span>
            </p>
          )}
        </div>
      </Container>
    </section>
  );
}
