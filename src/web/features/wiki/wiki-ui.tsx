import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaticHtml } from '@/web/components/static-html';
import { Prose } from '@/web/components/ui/prose';
import { cn } from '@/web/lib/cn';

/** Sections sit below the fixed top bar, and on phones below the sticky section list too. */
export const ANCHOR_OFFSET = 'scroll-mt-36 md:scroll-mt-24';

export function WikiSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <StaticHtml
      as="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(ANCHOR_OFFSET, 'laid-out-near-view border-b border-border pb-10 last:border-0')}
    >
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      <Prose>{children}</Prose>
    </StaticHtml>
  );
}

export function WikiLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-accent underline underline-offset-4 hover:no-underline">
      {children}
    </Link>
  );
}

/** A two-column reference table (commands, controls). */
export function RefTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly [string, string];
  rows: readonly (readonly [ReactNode, ReactNode])[];
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className="px-3 py-2">
              {head[0]}
            </th>
            <th scope="col" className="px-3 py-2">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([a, b], i) => (
            <tr key={i} className="border-t border-border align-top">
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium">
                {a}
              </th>
              <td className="px-3 py-2">{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
