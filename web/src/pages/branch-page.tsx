import { getBranchContent } from '../content/branches';
import { BranchBenefits } from '../features/branch-landing/branch-benefits';
import { BranchCta } from '../features/branch-landing/branch-cta';
import { BranchDemo } from '../features/branch-landing/branch-demo';
import { BranchFaq } from '../features/branch-landing/branch-faq';
import { BranchFeatures } from '../features/branch-landing/branch-features';
import { BranchHero } from '../features/branch-landing/branch-hero';
import { BranchSoftware } from '../features/branch-landing/branch-software';
import { BranchSuccessStory } from '../features/branch-landing/branch-success-story';
import { branchPageHead } from '../seo/branch-head';
import { useDocumentHead } from '../seo/use-document-head';
import NotFoundPage from './not-found-page';
import type { PageProps } from './page-props';

/**
 * /branchen/{branch}: one component for all 16 industry pages, filled from web/src/content/branches.
 * Order: hero → benefits → (features) → (software) → success story → (demo) → (FAQ) → call to action.
 * It sets its own <head> (title, description, keywords, JSON-LD from the content): the content
 * modules live in this page's chunk, not in the main bundle.
 */
export default function BranchPage({ route }: PageProps) {
  const content = route.branch ? getBranchContent(route.branch) : undefined;
  useDocumentHead(content ? branchPageHead(route, content) : null);
  // Every branch route has content (a Record over all slugs); this only guards a broken route table.
  if (!content) return <NotFoundPage />;

  return (
    <>
      <BranchHero content={content} />
      <BranchBenefits content={content} />
      {content.features && <BranchFeatures features={content.features} />}
      {content.software && <BranchSoftware software={content.software} />}
      <BranchSuccessStory story={content.successStory} />
      {content.demo && <BranchDemo demo={content.demo} />}
      {content.faq && content.faq.length > 0 && <BranchFaq items={content.faq} />}
      <BranchCta content={content} />
    </>
  );
}
