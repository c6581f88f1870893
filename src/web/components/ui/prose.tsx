import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/** Typography for long-form text: paragraphs, lists and sub-headings inside a section. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-3xl leading-relaxed text-foreground/90',
        '[&_p]:mt-3 [&_p:first-child]:mt-0 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-foreground',
        '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
        '[&_strong]:font-semibold [&_strong]:text-foreground [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm',
        className,
      )}
    >
      {children}
    </div>
  );
}
