import { AlertTriangle } from 'lucide-react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * What the router shows when a page throws while rendering: a plain message and two ways on, instead of a
 * blank site. Inside the layout, so the top bar and footer keep working; at the root when the layout itself fails.
 */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangle className="h-10 w-10 text-danger" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p className="text-muted">
        This page could not be shown. Try again, or go back to the home page. If it keeps happening, tell us on the Bug
        Reports page.
      </p>
      {detail && <p className="text-sm text-muted">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {/* A full reload starts the page again from the server's current answers. */}
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button variant="secondary" asChild>
          {/* reloadDocument: when the layout itself failed, only a fresh load brings the site back. */}
          <Link to="/" reloadDocument>
            Go to the home page
          </Link>
        </Button>
      </div>
    </div>
  );
}
