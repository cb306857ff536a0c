import { Container } from '../../components/ui/container';
import { authTexts as t } from '../../content/texts/auth';

/** 'Wird geladen...' while the session is read; also what the prerendered shell of a guarded page shows. */
export function AuthLoading({ title }: { title: string }) {
  return (
    <Container className="py-20">
      <h1 className="mb-8 text-center text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div role="status" className="flex items-center justify-center gap-3 text-slate-700">
        <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
        <span>{t.loading}</span>
      </div>
    </Container>
  );
}
