import { inboxTexts } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { useAuth } from '../lib/session/auth-state';
import { Inbox } from '../features/back-office/inbox/inbox';
import { useInboxVisit } from '../features/back-office/inbox/use-inbox-visit';
import type { PageProps } from './page-props';
import { backOfficePageTexts as t } from '../content/texts/back-office-pages';

/** `/admin/contacts` (admins only): the requests inbox (contact and demo requests, export, data protection). */
export default function AdminContactsPage({ route }: PageProps) {
  const auth = useAuth();
  useInboxVisit(route.title);
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{inboxTexts.title}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">{t.adminContacts.intro}</p>
      {auth.status === 'signedIn' && <Inbox />}
    </Container>
  );
}
