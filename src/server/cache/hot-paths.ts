/**
 * Public GET endpoints whose whole answer is one cached body, by path, with the cache key each is kept
 * under. The features answer them through Hono; hot-path.ts can answer the same bytes before Hono.
 */
export const HOT_PATHS = {
  '/api/home': 'home',
  '/api/home/countdown': 'home-countdown',
  '/api/leaderboard': 'leaderboard',
  '/api/gym-leaders': 'gym-leaders',
  '/api/events': 'events',
  '/api/tournaments/founders-cup-1/bracket': 'founders-cup-bracket',
  '/api/vote-sites': 'vote-sites',
  '/api/news': 'news',
} as const;

export type HotPath = keyof typeof HOT_PATHS;
