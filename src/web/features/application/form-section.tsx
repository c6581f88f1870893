import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';

/** One numbered section of the application, a landmark with its own heading. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-5">
        <header>
          <h2 id={`${id}-heading`} className="text-xl font-bold">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </header>
        {children}
      </section>
    </Card>
  );
}
