import { introCallAdminTexts } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { useAuth } from '../lib/session/auth-state';
import { IntroCallAdmin } from '../features/intro-call-admin/intro-call-admin';

/** `/admin/intro-calls` (admins only): booked intro calls, staff cancellations, blocked slots. */
export default function AdminIntroCallsPage() {
  const auth = useAuth();
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{introCallAdminTexts.title}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">{introCallAdminTexts.intro}</p>
      {auth.status === 'signedIn' && <IntroCallAdmin />}
    </Container>
  );
}
