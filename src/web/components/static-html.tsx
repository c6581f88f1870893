import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { SiteConfig } from '@/domain/site/site-config';
import { isHydrated } from '@/web/lib/hydration';
import { siteConfigQuery } from '@/web/lib/site-config';

type Tag = 'div' | 'nav' | 'section' | 'ul' | 'ol';
type Props = HTMLAttributes<HTMLElement> & { as?: Tag };

/** What a link to a configured address (ConfiguredLink) carries, so kept HTML can be given the address. */
export const SITE_CONFIG_ATTRIBUTE = 'data-site-config';

/**
 * Content that is the same for everybody and never changes (text, images, links): on a prerendered page it keeps
 * the HTML it arrived with and is not hydrated, which on a phone is most of the page's hydration work. Anywhere else
 * (the prerender, a page the app renders itself) it renders its children as usual. Nothing inside may hold state,
 * effects or live data, except links to configured addresses; links inside still navigate within the app.
 */
export function StaticHtml({ as: Element = 'div', children, ...attributes }: Props) {
  // Decided once, in the render that hydrates: it keeps the HTML for as long as it stays mounted.
  const [kept] = useState(() => typeof document !== 'undefined' && !isHydrated());
  if (!kept) return <Element {...attributes}>{children}</Element>;
  return <KeptHtml as={Element} {...attributes} />;
}

function KeptHtml({ as: Element = 'div', ...attributes }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const links = ref.current?.querySelectorAll<HTMLAnchorElement>(`a[${SITE_CONFIG_ATTRIBUTE}]`) ?? [];
    if (links.length === 0) return;
    // Unanswered, the links stay without an address, as ConfiguredLink's do.
    queryClient.fetchQuery(siteConfigQuery).then(
      (config) => {
        for (const link of links) link.href = config[link.getAttribute(SITE_CONFIG_ATTRIBUTE) as keyof SiteConfig];
      },
      () => undefined,
    );
  }, [queryClient]);
  // Preact leaves an element's children as they are when it hydrates one with dangerouslySetInnerHTML, and does
  // not touch them later while the HTML it is given stays the same.
  return (
    <Element
      {...attributes}
      ref={ref as never}
      onClick={(event) => followLink(event, navigate)}
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}

/** A plain click on a link to a page of this site navigates within the app, as a router Link's would. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  const link = (event.target as Element).closest('a');
  if (!link || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== location.origin) {
    return;
  }
  if (link.pathname === location.pathname && link.hash) return; // a section of this page: the browser scrolls
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
