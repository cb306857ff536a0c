import type { LegalSection } from '../../content/legal/types';

/** In-page navigation to the sections of a legal text. The headings carry their own numbers. */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-labelledby="inhaltsverzeichnis" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="inhaltsverzeichnis" className="text-lg font-semibold text-slate-900">
        Inhaltsverzeichnis
      </h2>
      <ol className="mt-4 space-y-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="rounded-sm text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
