import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

// From 768 px a plain table. On a phone each row is two lines of a wrapping flex box, so every figure shows
// without sideways scroll: the first line holds the rank, the name and the column the tab is sorted by, the
// second the other figures, each with its column's name as a small label (the header row is then only read by
// screen readers). The explicit roles keep the table's semantics when the phone layout changes `display`.

/** Classes that place a cell on a phone: see `PHONE` in each table. */
export const PHONE = {
  rank: 'max-md:order-1 max-md:w-10 max-md:shrink-0',
  name: 'max-md:order-2 max-md:min-w-0 max-md:basis-[calc(100%-8.5rem)]',
  sorted: 'max-md:order-3 max-md:w-24 max-md:text-right',
  /** The second line starts at the row's left edge: a long tier and record still fit beside the win rate. */
  lineTwoFirst: 'max-md:order-4 max-md:mr-2.5 max-md:text-xs',
  lineTwo: 'max-md:order-5 max-md:mr-2.5 max-md:text-xs',
} as const;

export function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border md:overflow-x-auto">
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[640px]" aria-label={label}>
        <thead
          role="rowgroup"
          className="sr-only bg-surface-2 text-xs uppercase tracking-wide text-muted md:not-sr-only md:table-header-group"
        >
          <tr role="row">
            {head.map((h) => (
              <th key={h} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block divide-y divide-border bg-surface md:table-row-group">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A row; the signed-in player's own is highlighted and is the current one for screen readers, as is the one a
 * search found (`found`), which can take the focus (`id` names it for that).
 */
export function Row({
  children,
  own,
  found,
  id,
}: {
  children: ReactNode;
  own?: boolean;
  found?: boolean;
  id?: string;
}) {
  return (
    <tr
      role="row"
      id={id}
      tabIndex={found ? -1 : undefined}
      aria-current={own || found ? 'true' : undefined}
      className={cn(
        'flex flex-wrap items-center gap-y-1 px-3 py-2.5 md:table-row md:p-0',
        (own || found) && 'bg-primary/15 outline outline-1 -outline-offset-1 outline-primary',
        found && 'bg-accent/20 outline-2 outline-accent focus-visible:outline-offset-0',
      )}
    >
      {children}
    </tr>
  );
}

/**
 * One cell. `label` is shown before the value on a phone only (the column header is hidden there); as CSS
 * content with empty alternative text, so a screen reader, which reads the header, does not hear it twice.
 */
export function Cell({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        'block md:table-cell md:px-4 md:py-3',
        label &&
          "max-md:before:mr-1 max-md:before:font-normal max-md:before:text-xs max-md:before:text-muted max-md:before:content-[attr(data-label)_/_'']",
        className,
      )}
    >
      {children}
    </td>
  );
}
