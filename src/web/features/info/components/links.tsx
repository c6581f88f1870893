import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteConfig } from '@/domain/site/site-config';
import { SITE_CONFIG_ATTRIBUTE } from '@/web/components/static-html';
import { useSiteConfig } from '@/web/lib/site-config';

const linkClass = 'text-accent underline underline-offset-4 hover:no-underline';

/** A link to another page of this site, styled for running text. */
export function SiteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/** A link that leaves the site in a new tab, announced as such to screen readers. */
export function OutLink({
  href,
  children,
  ...data
}: {
  href: string | undefined;
  children: ReactNode;
  [SITE_CONFIG_ATTRIBUTE]?: string;
}) {
  return (
    <a
      {...data}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${linkClass} inline-flex items-center gap-1`}
    >
      {children}
      <ExternalIcon className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A link to one of the addresses the server is configured with (customer portal, Discord invite). */
export function ConfiguredLink({ to, children }: { to: keyof SiteConfig; children: ReactNode }) {
  return (
    // The attribute lets a page that keeps its prerendered HTML (StaticHtml) put in the address once it is known.
    <OutLink href={useSiteConfig()[to]} {...{ [SITE_CONFIG_ATTRIBUTE]: to }}>
      {children}
    </OutLink>
  );
}
