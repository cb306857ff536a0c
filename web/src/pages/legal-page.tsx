import { legalDocuments, type LegalPageId } from '../content/legal';
import { Container } from '../components/ui/container';
import { formatLegalDate } from './legal/format-legal-date';
import { LegalSectionView } from './legal/legal-section-view';
import { TableOfContents } from './legal/table-of-contents';
import type { PageProps } from './page-props';

/** Longer texts get a table of contents; the Impressum is short and read as a whole. */
const showTableOfContents: Record<LegalPageId, boolean> = {
  imprint: false,
  privacy: true,
  terms: true,
  dataProcessing: true,
};

export const isLegalPageId = (id: string): id is LegalPageId => Object.hasOwn(legalDocuments, id);

/** /impressum, /datenschutz, /agb and /avv: one component, the document chosen by the route id. */
export default function LegalPage({ route }: PageProps) {
  if (!isLegalPageId(route.id)) throw new Error(`No legal document for route ${route.id}`);
  const document = legalDocuments[route.id];
  return (
    <Container className="py-16 sm:py-20">
      <article aria-labelledby="legal-title" className="mx-auto max-w-3xl">
        <header>
          <h1 id="legal-title" className="text-2xl font-extrabold tracking-tight break-words hyphens-auto text-slate-900 min-[420px]:text-3xl sm:text-4xl lg:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 text-sm text-slate-600">
            Stand: <time dateTime={document.updated}>{formatLegalDate(document.updated)}</time>
          </p>
          {document.intro && <p className="mt-6 text-lg leading-relaxed text-slate-700">{document.intro}</p>}
        </header>
        {showTableOfContents[route.id] && <TableOfContents sections={document.sections} />}
        <div className="mt-12">
          {document.sections.map((section) => (
            <LegalSectionView key={section.id} section={section} />
          ))}
        </div>
      </article>
    </Container>
  );
}
