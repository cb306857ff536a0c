import { ArrowRight } from 'lucide-react';
import { Container } from '../../components/ui/container';
import type { ContentLink } from '../../content/types';
import { ContentLinkButton } from './content-link';

interface ClosingCtaProps {
  id: string;
  title: string;
  text: string;
  primary: ContentLink;
  secondary?: ContentLink;
}

/** Buttons on the dark band: a white focus ring, because the brand blue ring would not stand out on it. */
const onDark =
  'inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const primaryClasses = `${onDark} bg-white text-brand-800 hover:bg-brand-50`;
const secondaryClasses = `${onDark} text-white ring-1 ring-white/70 hover:bg-white/10`;

/** Closing call to action of a content page: dark band with a heading and one or two buttons. */
export function ClosingCta({ id, title, text, primary, secondary }: ClosingCtaProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-brand-900 py-16 text-white sm:py-20">
      <Container className="text-center">
        <h2 id={`${id}-heading`} className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ContentLinkButton link={primary} className={primaryClasses} trailing={<ArrowRight aria-hidden="true" className="size-5" />} />
          {secondary && <ContentLinkButton link={secondary} className={secondaryClasses} />}
        </div>
      </Container>
    </section>
  );
}
