import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { WIKI_NAV } from './wiki-nav-items';

const item =
  'block whitespace-nowrap rounded-md px-3 py-1 text-sm text-foreground/90 hover:bg-surface-2 hover:text-accent';

/**
 * On wide screens a sticky column; on phones a sticky strip under the top bar that scrolls
 * sideways, so every section stays one tap away without pushing the content down.
 */
export function WikiNav() {
  return (
    <nav
      aria-label="Wiki sections"
      className="sticky top-16 z-10 -mx-4 min-w-0 border-b border-border bg-background/95 px-4 py-2 backdrop-blur md:top-24 md:mx-0 md:self-start md:border-0 md:bg-transparent md:p-0"
    >
      <h2 className="sr-only md:not-sr-only md:mb-2 md:px-3 md:text-sm md:font-bold md:uppercase md:tracking-wide md:text-muted">
        Contents
      </h2>
      <ul className="flex gap-1 overflow-x-auto [mask-image:linear-gradient(to_right,black_85%,transparent)] md:max-h-[calc(100vh-8rem)] md:flex-col md:overflow-y-auto md:[mask-image:none]">
        {WIKI_NAV.map((entry) => (
          <li key={entry.id} className="shrink-0">
            {'to' in entry ? (
              <Link to={entry.to} className={`${item} inline-flex items-center gap-1`}>
                {entry.label}
                <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
              </Link>
            ) : (
              <a href={`#${entry.id}`} className={item}>
                {entry.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
