import { z } from 'zod';

// One way to page every staff list: a page number and a fixed page size; the server answers one
// extra row to tell whether a next page exists, so no list ever counts its whole table.

export const STAFF_PAGE_SIZE = 50;
export const MAX_STAFF_PAGE = 2000;

export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be at least 1.')
    .max(MAX_STAFF_PAGE, `The page must be at most ${MAX_STAFF_PAGE}.`)
    .default(1),
});

export interface Paged<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

/** Offset and limit (one extra row) of a page. */
export function pageWindow(page: number) {
  return { offset: (page - 1) * STAFF_PAGE_SIZE, limit: STAFF_PAGE_SIZE + 1 };
}

/** The page of rows fetched with pageWindow. */
export function toPage<T>(rows: T[], page: number): Paged<T> {
  return { items: rows.slice(0, STAFF_PAGE_SIZE), page, hasMore: rows.length > STAFF_PAGE_SIZE };
}

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), hasMore: z.boolean() });
