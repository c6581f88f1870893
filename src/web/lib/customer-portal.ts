import type { MouseEvent } from 'react';
import { api } from './api';

/**
 * The Customer Portal link of a signed-in user opens a Stripe billing portal session for their own
 * Stripe customer (the server finds it); the link's configured address is the fallback. The tab is
 * opened within the click, so pop-up blockers let it through, and pointed at the session once known.
 */
export function openCustomerPortal(event: MouseEvent<HTMLAnchorElement>, fallback: string | undefined) {
  event.preventDefault();
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  const go = (url: string) => (tab ? tab.location.replace(url) : window.location.assign(url));
  api
    .post<{ url: string }>('/api/shop/portal')
    .then(({ url }) => go(url))
    .catch(() => (fallback ? go(fallback) : tab?.close()));
}
