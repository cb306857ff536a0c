import type { LegalSection } from '../../content/legal/types';
import { LinkedText } from './linked-text';

const paragraphClass = 'mt-4 leading-relaxed text-slate-700';

/**
 * One section of a legal text: h2 (the anchor target of the table of contents), paragraphs, an
 * optional bullet list and the paragraphs after it. Typography is set here because the site has no
 * typography plugin.
 */
export function LegalSectionView({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="mt-12 first:mt-0">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight break-words hyphens-auto text-slate-900">
        {section.heading}
      </h2>
      {section.paragraphs.map((text, index) => (
        <p key={index} className={paragraphClass}>
          <LinkedText text={text} />
        </p>
      ))}
      {section.list && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-700">
          {section.list.map((item) => (
            <li key={item}>
              <LinkedText text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.afterList?.map((text, index) => (
        <p key={index} className={paragraphClass}>
          <LinkedText text={text} />
        </p>
      ))}
    </section>
  );
}
