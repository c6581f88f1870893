/** The page links of the spec's navigation, in its order, as every visitor sees them (the shop's portal aside). */
export const NAV_PAGES = [
  'Home',
  'How to join',
  'Leaderboard',
  'Gym Leaders',
  'Gym Leader Login',
  'Season 1',
  'Events',
  'Ranks',
  'Shop',
  'Wiki',
  'Community',
  'Vote Links',
];
