import { auditTexts } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { useAuth } from '../lib/session/auth-state';
import { AuditLog } from '../features/audit-log/audit-log';

/** `/admin/audit-log` (admins only): who did what in the back office, and when. */
export default function AdminAuditLogPage() {
  const auth = useAuth();
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{auditTexts.title}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">{auditTexts.intro}</p>
      {auth.status === 'signedIn' && <AuditLog />}
    </Container>
  );
}
