import { isHydrated } from './hydration';

/**
 * What the server rendered a page with (decision 024): the answers of the addresses it read, and its clock. The
 * server puts it in the page, in `<script type="application/json" id="page-data">` (a data block, which no browser
 * runs, so the CSP is unchanged); the render that hydrates the page reads it, so that render matches the HTML.
 */
export interface PageData {
  now: number;
  answers: Record<string, unknown>;
}

/** The id of the data block the server writes (src/server/http/rendered-pages.ts). */
const PAGE_DATA_ID = 'page-data';

let rendering: PageData | undefined;

/** In the server's render (entry-server.tsx): the data it renders the page with, until it is done. */
export function renderingWith(data: PageData | undefined) {
  rendering = data;
}

let inPage: PageData | null | undefined;
const fromPage = (): PageData | undefined => {
  if (inPage === undefined) {
    const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
    inPage = block?.textContent ? (JSON.parse(block.textContent) as PageData) : null;
  }
  return inPage ?? undefined;
};

/** The data the page's HTML was rendered with: in the server's render and in the render that hydrates it, not after. */
const pageData = () => rendering ?? (isHydrated() ? undefined : fromPage());

/**
 * useQuery's options for the read of `address` on a page the server renders with its data: the render that hydrates
 * starts from the answer the HTML was rendered with, as old as the HTML, so the page reads it again once hydrated.
 */
export const renderedWith = <T>(address: string) => ({
  initialData: () => pageData()?.answers[address] as T | undefined,
  initialDataUpdatedAt: 0,
});

/** The time the HTML was rendered at, while it is the one on screen; else undefined. */
export const renderedAt = (): number | undefined => pageData()?.now;
