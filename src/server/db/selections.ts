import { gymLeaders } from './schema/index.ts';

/** The columns every public view of a gym leader shows (arena, leaderboards, directory). */
export const gymLeaderSummary = {
  id: gymLeaders.id,
  displayName: gymLeaders.displayName,
  element: gymLeaders.element,
  status: gymLeaders.status,
  badgesAwarded: gymLeaders.badgesAwarded,
  winRate: gymLeaders.winRate,
};
