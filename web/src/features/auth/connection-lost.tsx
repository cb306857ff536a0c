import { useState } from 'react';
import { apiErrorMessages } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { workspaceTexts } from '../../content/texts/workspace';

/**
 * The page inside the workspace while the API does not answer: its heading, 'Keine Verbindung' and a
 * retry that reads the profile again (success shows the page; the session was never given up).
 */
export function ConnectionLost({ title }: { title: string }) {
  const t = workspaceTexts.offline;
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      const { refreshAuthState } = await import('../../lib/session/session-store');
      await refreshAuthState();
    } catch {
      // Still no answer: the state stays `unreachable` and this panel with it.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div role="alert" className="mt-6 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-6 text-slate-900">
        <p className="text-lg font-bold">{t.title}</p>
        <p className="mt-2">{apiErrorMessages.network}</p>
        <p className="mt-1">{t.stillSignedIn}</p>
        <Button variant="outline" className="mt-4" disabled={retrying} aria-busy={retrying || undefined} onClick={() => void retry()}>
          {retrying ? t.retrying : t.retry}
        </Button>
      </div>
    </Container>
  );
}
