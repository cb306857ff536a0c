import { marketingTexts } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { Marketing } from '../features/marketing/marketing';
import { useAuth } from '../lib/session/auth-state';

/** `/admin/marketing` (admins only): what brings visitors and what turns them into requests and won deals. */
export default function AdminMarketingPage() {
  const auth = useAuth();
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{marketingTexts.title}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">{marketingTexts.intro}</p>
      {auth.status === 'signedIn' && <Marketing />}
    </Container>
  );
}
