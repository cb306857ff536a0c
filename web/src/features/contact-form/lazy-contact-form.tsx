import { lazy, Suspense } from 'react';
import { HydrationGate } from '../../components/section-boundary';
import { LoadingSpinner } from '../../components/ui/loading-spinner';

/**
 * The contact form as its own chunk, so the landing page's first JavaScript stays small (react-hook-form,
 * zod and sonner load with it). The prerendered HTML still contains the whole form.
 */
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

interface LazyContactFormProps {
  /** The enclosing section's id: the form then hydrates only when needed (see HydrationGate). */
  hydrateWithSection?: string;
}

export function LazyContactForm({ hydrateWithSection }: LazyContactFormProps) {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      {hydrateWithSection ? (
        <HydrationGate sectionId={hydrateWithSection}>
          <ContactForm />
        </HydrationGate>
      ) : (
        <ContactForm />
      )}
    </Suspense>
  );
}
