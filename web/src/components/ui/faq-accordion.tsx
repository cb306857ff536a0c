import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../../content/types';

/**
 * Questions as an accordion: one answer open at a time, and the open one can be closed again
 * (Radix: type single, collapsible). Keyboard: Tab between questions, Enter/Space toggles,
 * arrow keys move between questions.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          {/* Radix renders the header as an h3 under the section's h2. */}
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
