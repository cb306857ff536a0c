import { Quote } from 'lucide-react';

interface FounderQuoteProps {
  quote: string;
  name: string;
  role: string;
}

/** The founder's quote as a figure: the quotation in a blockquote, the speaker in the caption. */
export function FounderQuote({ quote, name, role }: FounderQuoteProps) {
  return (
    <figure className="mt-12 rounded-2xl bg-brand-900 p-8 text-white sm:p-10">
      <Quote aria-hidden="true" className="size-10 text-brand-200" />
      <blockquote className="mt-4 text-xl leading-relaxed font-medium text-balance sm:text-2xl">
        <p>„{quote}“</p>
      </blockquote>
      <figcaption className="mt-6">
        <span className="block font-semibold">{name}</span>
        <span className="block text-brand-100">{role}</span>
      </figcaption>
    </figure>
  );
}
