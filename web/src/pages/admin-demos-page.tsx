import { Container } from '../components/ui/container';
import { DemoAdmin } from '../features/demo-admin/demo-admin';

/** `/admin/demos` (admins only): the demo tracks with real uploads. Signed out: the 'Admin-Bereich' sign-in (require-access.tsx). */
export default function AdminDemosPage() {
  return (
    <Container className="py-12">
      <DemoAdmin />
    </Container>
  );
}
