import { Link } from 'react-router';
import { usePageTitle } from '@/web/lib/use-page-title';
import { TrainerSearch } from './trainer-search';

/** An unknown name: the not-found page (the server answers 404), with a search for the trainer meant. */
export function TrainerNotFound({ name }: { name: string }) {
  usePageTitle('Page not found');
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-6xl font-extrabold">404</h1>
      <p className="text-xl text-muted">No trainer is called {name}.</p>
      <TrainerSearch label="Search trainers by name" />
      <Link to="/" className="text-accent underline underline-offset-4 hover:no-underline">
        Return to Home
      </Link>
    </div>
  );
}
