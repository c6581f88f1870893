import { createRouter } from '../../http/context.ts';

export function leaderboardRoutes() {
  return createRouter();
}
