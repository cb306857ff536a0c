import { Container } from '../components/ui/container';

/** `/admin/contacts` (admins only): the requests inbox will live here; for now the specification's placeholder. */
export default function AdminContactsPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Kontakte</h1>
      <p className="mt-4 max-w-2xl text-slate-700">Hier werden die Kontaktanfragen verwaltet.</p>
    </Container>
  );
}
