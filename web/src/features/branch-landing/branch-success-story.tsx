import { Quote } from 'lucide-react';
import { Container } from '../../components/ui/container';
import type { BranchContent } from '../../content/branches';
import { revealItem, useReveal } from './use-reveal';

/** The success story: scenario text, the headline figures and, when there is one, a testimonial. */
export function BranchSuccessStory({ story }: { story: BranchContent['successStory'] }) {
  const { ref, phase } = useReveal<HTMLDListElement>();
  return (
    <section aria-labelledby="success-heading" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-200">Erfolgsgeschichte</p>
          <h2 id="success-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {story.heading}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{story.text}</p>
        </div>
        {/* A description list: each figure (dd) belongs to what it measures (dt). */}
        <dl ref={ref} className="grid gap-4 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
          {story.metrics.map((item, index) => {
            const reveal = revealItem(phase, index);
            return (
              <div key={item.description} className={`flex flex-col-reverse rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/15 ${reveal.className}`} style={reveal.style}>
                <dt className="mt-2 text-brand-100">{item.description}</dt>
                <dd className="text-4xl font-extrabold tracking-tight">{item.metric}</dd>
              </div>
            );
          })}
        </dl>
        {story.quote && (
          <figure className="mx-auto mt-12 max-w-3xl rounded-2xl bg-white/5 p-8 ring-1 ring-white/15">
            <Quote aria-hidden="true" className="mb-4 size-8 text-brand-200" />
            <blockquote className="text-xl leading-relaxed">„{story.quote}“</blockquote>
            {story.author && (
              <figcaption className="mt-4 text-brand-100">
                <span className="font-semibold text-white">{story.author}</span>
                {story.role && <>, {story.role}</>}
              </figcaption>
            )}
          </figure>
        )}
      </Container>
    </section>
  );
}
