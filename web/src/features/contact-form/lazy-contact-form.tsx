import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../components/ui/loading-spinner';

/**
 * The contact form as its own chunk, so the landing page's first JavaScript stays small (react-hook-form,
 * zod and sonner load with it). The prerendered HTML still contains the whole form.
 */
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

export function LazyContactForm() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <ContactForm />
    </Suspense>
  );
}
