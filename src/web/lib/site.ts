/** Site-wide names and links shown in the shell. */
export const BRAND = { name: 'Cobble League', short: 'CL' };
export const VERSION = '2.1.3';

/** `main`: shown in the top bar from laptop width; the rest sit in its More menu. The side menu has them all. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', main: true },
  { to: '/leaderboard', label: 'Leaderboard', main: true },
  { to: '/gym-leaders', label: 'Gym Leaders', main: true },
  { to: '/gym-leader-dashboard', label: 'Gym Leader Login', main: false },
  { to: '/season1', label: 'Season 1', main: false },
  { to: '/events', label: 'Events', main: true },
  { to: '/ranks', label: 'Ranks', main: false },
  { to: '/shop', label: 'Shop', main: true },
  { to: '/wiki', label: 'Wiki', main: false },
  { to: '/community', label: 'Community', main: false },
  { to: '/vote-links', label: 'Vote Links', main: false },
] as const;
