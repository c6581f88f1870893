// The sizes of announcements and of their lists, apart from the schemas: the home page reads them without
// loading the validation library (the public pages' JavaScript budget).

export const NEWS_TITLE_MAX = 120;
export const NEWS_BODY_MAX = 5000;
/** How many announcements the news page lists (the newest), and how many the home page shows. */
export const NEWS_PAGE_SIZE = 20;
export const HOME_NEWS_COUNT = 3;
