import { Container } from '../components/ui/container';
import { AdminUsers } from '../features/back-office/admin-users';
import { useAuth } from '../features/auth/auth-state';

/** `/admin/users` (admins only): accounts, their role and MFA state; grant and revoke the admin group. */
export default function AdminUsersPage() {
  const auth = useAuth();
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Benutzer</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">
        Alle Konten mit ihrer Rolle. Administratoren sehen Anfragen, Demos und Benutzer; Kundinnen und Kunden nur ihre eigene Konfiguration.
      </p>
      {auth.status === 'signedIn' && <AdminUsers me={auth.me} />}
    </Container>
  );
}
