import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useScrollToHash } from '@/web/lib/use-scroll-to-hash';

/** A page with its one h1 and document title. */
export function Page({
  title,
  description,
  children,
  className,
  hideHeading,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  hideHeading?: boolean;
}) {
  usePageTitle(title);
  useScrollToHash();
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-10', className)}>
      {!hideHeading && (
        <header className="mb-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {description && <p className="mt-2 max-w-3xl text-muted">{description}</p>}
        </header>
      )}
      {children}
    </div>
  );
}
