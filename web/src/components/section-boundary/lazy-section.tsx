import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SectionBoundary } from './section-boundary';

/**
 * `React.lazy` for a module's NAMED export, so section modules need no default export:
 * `const Faq = lazyNamed(() => import('../../sections/faq'), 'FaqSection');`
 * Call it at module level (not inside a component), or every render would load anew.
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    const module = await load();
    return { default: module[exportName] };
  });
}

interface LazySectionProps {
  sectionId: string;
  /** A component made by `lazyNamed` or `React.lazy` at module level. */
  component: ComponentType;
  /**
   * Render only near the viewport (`render-when-near` in styles.css). Default true; false where
   * accessibility checkers misjudge the skipped content (see the comment there).
   */
  renderWhenNear?: boolean;
}

/**
 * A lazily loaded section inside its SectionBoundary. Lazy sections sit below the first screen, so
 * the browser renders them only when they come near the viewport (`render-when-near`, styles.css).
 */
export function LazySection({ sectionId, component: Section, renderWhenNear = true }: LazySectionProps) {
  return (
    <SectionBoundary sectionId={sectionId} renderWhenNear={renderWhenNear}>
      <Section />
    </SectionBoundary>
  );
}
