import { Link } from 'react-router-dom';
import { Container } from '../components/ui/container';
import { buttonClasses } from '../components/ui/button';
import { headingFromTitle, type PageProps } from './page-props';

/** Stand-in for pages that are not built yet: the route's title as heading and a short note. */
export default function PlaceholderPage({ route }: PageProps) {
  return (
    <Container className="py-20">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{headingFromTitle(route.title)}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{route.description}</p>
      <p className="mt-2 max-w-2xl text-slate-700">Diese Seite wird gerade überarbeitet und ist in Kürze wieder vollständig verfügbar.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Zur Startseite
      </Link>
    </Container>
  );
}
