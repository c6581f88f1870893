/** Site-wide names and links shown in the shell. */
export const BRAND = { name: 'Cobble League', short: 'CL' };
export const VERSION = '2.1.3';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/gym-leaders', label: 'Gym Leaders' },
  { to: '/gym-leader-dashboard', label: 'Gym Leader Login' },
  { to: '/season1', label: 'Season 1' },
  { to: '/events', label: 'Events' },
  { to: '/ranks', label: 'Ranks' },
  { to: '/shop', label: 'Shop' },
  { to: '/wiki', label: 'Wiki' },
  { to: '/community', label: 'Community' },
  { to: '/vote-links', label: 'Vote Links' },
] as const;
