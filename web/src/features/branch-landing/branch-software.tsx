import { Container } from '../../components/ui/container';
import type { BranchContent } from '../../content/branches';
import { revealItem, useReveal } from './use-reveal';

type Software = NonNullable<BranchContent['software']>;

/** Practice software the assistant books into (physiotherapy page), as chips. */
export function BranchSoftware({ software }: { software: Software }) {
  const { ref, phase } = useReveal<HTMLUListElement>();
  const chips = [...software.products, software.andOthers];
  return (
    <section aria-labelledby="software-heading" className="py-16 sm:py-20">
      <Container className="max-w-4xl text-center">
        <h2 id="software-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {software.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-lg text-slate-700">{software.intro}</p>
        <ul ref={ref} className="mt-8 flex flex-wrap justify-center gap-3">
          {chips.map((name, index) => {
            const reveal = revealItem(phase, index);
            const isOthers = index === chips.length - 1;
            return (
              <li
                key={name}
                className={`rounded-full px-5 py-2 font-semibold ${isOthers ? 'bg-white text-brand-800 ring-1 ring-brand-200' : 'bg-brand-50 text-brand-900'} ${reveal.className}`}
                style={reveal.style}
              >
                {name}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
