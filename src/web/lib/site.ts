/** Site-wide names and links shown in the shell. */
export const BRAND = { name: 'Cobble League', short: 'CL' };
export const VERSION = '2.1.3';

/**
 * The width from which the top bar shows a link (`lg` 1024 px, `xl` 1280 px, `wide` 1440 px: from there every link
 * is in the bar); below it the link is in the bar's More menu. The side menu has them all.
 */
export type BarFrom = 'lg' | 'xl' | 'wide';

/** The spec's navigation, in its order. */
export const NAV_LINKS: readonly { to: string; label: string; bar: BarFrom }[] = [
  { to: '/', label: 'Home', bar: 'lg' },
  { to: '/leaderboard', label: 'Leaderboard', bar: 'lg' },
  { to: '/gym-leaders', label: 'Gym Leaders', bar: 'lg' },
  { to: '/gym-leader-dashboard', label: 'Gym Leader Login', bar: 'lg' },
  { to: '/season1', label: 'Season 1', bar: 'lg' },
  { to: '/events', label: 'Events', bar: 'lg' },
  { to: '/ranks', label: 'Ranks', bar: 'lg' },
  { to: '/shop', label: 'Shop', bar: 'lg' },
  { to: '/wiki', label: 'Wiki', bar: 'lg' },
  { to: '/community', label: 'Community', bar: 'lg' },
  { to: '/vote-links', label: 'Vote Links', bar: 'xl' },
];
