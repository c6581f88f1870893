import { AlertTriangle } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useMarkHydrated } from '@/web/lib/hydration';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * Catches a page that throws while rendering. Inside the layout (app.tsx), so the top bar and footer keep
 * working; around the whole tree when the layout itself fails. Moving to another path tries again.
 */
export class RouteErrorBoundary extends Component<{ path: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(previous: { path: string }) {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }
  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** What a failed page shows: a plain message and two ways on, instead of a blank site. */
function RouteError() {
  usePageTitle('Something went wrong');
  // In place of a prerendered page that failed to hydrate: the top bar's queries (the session) run now.
  useMarkHydrated();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangle className="h-10 w-10 text-danger" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p className="text-muted">
        This page could not be shown. Try again, or go back to the home page. If it keeps happening, tell us on the Bug
        Reports page.
      </p>
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
