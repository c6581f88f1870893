import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '@/web/lib/use-page-title';

export default function NotFoundPage() {
  const location = useLocation();
  usePageTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-32 text-center">
      <h1 className="text-6xl font-extrabold">404</h1>
      <p className="text-xl text-muted">Oops! Page not found</p>
      <Link to="/" className="text-accent underline underline-offset-4 hover:no-underline">
        Return to Home
      </Link>
    </div>
  );
}
