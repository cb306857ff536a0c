import { dashboardTexts } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { Dashboard } from '../features/dashboard/dashboard';
import { useAuth } from '../lib/session/auth-state';

/** `/admin` (admins only): the business at a glance; the chart code loads with this page's chunk only. */
export default function AdminDashboardPage() {
  const auth = useAuth();
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{dashboardTexts.title}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">{dashboardTexts.intro}</p>
      {auth.status === 'signedIn' && <Dashboard />}
    </Container>
  );
}
